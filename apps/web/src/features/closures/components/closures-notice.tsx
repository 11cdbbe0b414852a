// The public schedule's notice of the club's coming closures: "Closed 24–26 December: public holiday", the location
// when only one is closed, and the club's note in the visitor's language. It renders from the closures query only, which
// the server's render answers too, so the page is taken over exactly as it was sent; nothing shows while there is none.
import { pickText } from '@swim/shared/localized-text';
import { isScheduleWeek, mondayOf } from '@swim/shared/schedule-weeks';
import { CalendarOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ArrowLink } from '../../../components/arrow-link';
import { useClubToday } from '../../../hooks/use-club-today';
import { useLanguage } from '../../../hooks/use-language';
import { usePublicClosures } from '../api/get-public-closures';
import { formatDateRange } from '../lib/format-closure';

export function ClosuresNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const closures = usePublicClosures();
  const today = useClubToday();
  if (!closures.data || closures.data.length === 0) return null;
  return (
    <section
      aria-labelledby="closures-notice-title"
      className="mb-6 flex flex-col gap-3 rounded-(--radius-card) border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h3 id="closures-notice-title" className="flex items-center gap-2 font-bold text-ocean-950">
        <CalendarOff aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {t('closures.notice.title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {closures.data.map((closure) => (
          <li key={closure.id} className="text-sm break-words text-ink">
            <span className="font-semibold">
              {t('closures.notice.closed', {
                dates: formatDateRange(closure.startsOn, closure.endsOn, language),
                reason: t(`closures.reasons.${closure.reason}`),
              })}
            </span>
            {closure.location ? <span> · {pickText(closure.location.name, language)}</span> : null}
            {closure.note ? <span className="block text-ink-muted">{pickText(closure.note, language)}</span> : null}
            <WeekLink startsOn={closure.startsOn} today={today} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A link to the schedule's week where a closure begins (the week it is on when it began before today), when the
 * schedule shows that week; this week's own sessions are marked on the schedule the notice stands above.
 */
function WeekLink({ startsOn, today }: { startsOn: string; today: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const week = mondayOf(startsOn < today ? today : startsOn);
  const href = week === mondayOf(today) ? '/schedule' : `/schedule?week=${week}`;
  // Not to the week already on screen.
  if (!isScheduleWeek(week, today) || href === `${location.pathname}${location.search}`) return null;
  return (
    <span className="mt-1 block text-sm">
      <ArrowLink to={href}>{t('closures.notice.seeWeek')}</ArrowLink>
    </span>
  );
}
