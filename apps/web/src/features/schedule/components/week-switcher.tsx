// The public schedule's weeks: the week shown ("Next week", "14–20 December") between links to the week before and
// after, from this week to SCHEDULE_WEEKS_AHEAD on. Links, not buttons: each week has its own address (?week=), which
// the server renders and the browser takes over as it is.
import { addDays } from '@swim/shared/dates';
import { mondayOf, scheduleWeeks } from '@swim/shared/schedule-weeks';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateRange } from '../../../lib/format-date-range';
import { cn } from '../../../lib/utils';

/** The schedule's address for a week: this week's is the page's own. */
export function scheduleWeekHref(monday: string, today: string): string {
  return monday === mondayOf(today) ? '/schedule' : `/schedule?week=${monday}`;
}

const ARROW =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-sand-200 bg-white text-ocean-800 shadow-xs [&_svg]:size-5';

export function WeekSwitcher({ week, today }: { week: string; today: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const weeks = scheduleWeeks(today);
  const index = Math.max(0, weeks.indexOf(week));
  const previous = weeks[index - 1];
  const next = weeks[index + 1];
  const relative =
    index === 0
      ? t('schedule.week.this')
      : index === 1
        ? t('schedule.week.next')
        : t('schedule.week.in', { count: index });
  const arrow = (to: string | undefined, label: string, icon: ReactNode) =>
    to ? (
      <Link
        to={scheduleWeekHref(to, today)}
        preventScrollReset
        aria-label={label}
        className={cn(ARROW, 'hover:bg-sand-100')}
      >
        {icon}
      </Link>
    ) : (
      <span aria-hidden="true" className={cn(ARROW, 'opacity-40')}>
        {icon}
      </span>
    );
  return (
    <nav aria-label={t('schedule.week.choose')} className="mb-5 flex items-center justify-between gap-3">
      {arrow(previous, t('schedule.week.previous'), <ChevronLeft aria-hidden="true" />)}
      <p aria-live="polite" className="flex min-w-0 flex-col items-center text-center">
        <span className="text-sm font-semibold text-lagoon-800">{relative}</span>
        <span className="text-lg font-bold text-ocean-950 sm:text-xl">
          {formatDateRange(week, addDays(week, 6), language)}
        </span>
      </p>
      {arrow(next, t('schedule.week.nextLink'), <ChevronRight aria-hidden="true" />)}
    </nav>
  );
}
