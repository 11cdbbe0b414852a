import type { OfficeDay } from '@swim/shared/club';
import { useTranslation } from 'react-i18next';
import { getDayKey } from '../lib/days';
import { cn } from '../lib/utils';

type DayRun = { first: number; last: number; hours: OfficeDay };

const sameHours = (a: OfficeDay, b: OfficeDay) => a?.open === b?.open && a?.close === b?.close;

/** Consecutive days with the same hours, as runs ('Monday – Friday 08:00–20:00'). */
export function groupOfficeDays(days: readonly OfficeDay[]): DayRun[] {
  const runs: DayRun[] = [];
  days.forEach((hours, day) => {
    const previous = runs[runs.length - 1];
    if (previous && previous.last === day - 1 && sameHours(previous.hours, hours)) previous.last = day;
    else runs.push({ first: day, last: day, hours });
  });
  return runs;
}

/** The club's office hours, Monday to Sunday, with day ranges and closed days. */
export function OfficeHours({ days, className }: { days: readonly OfficeDay[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1', className)}>
      {groupOfficeDays(days).map(({ first, last, hours }) => {
        const label =
          first === last
            ? t(`days.${getDayKey(first)}`)
            : t('contact.dayRange', { from: t(`days.${getDayKey(first)}`), to: t(`days.${getDayKey(last)}`) });
        return (
          <div key={first} className="contents">
            <dt>{label}</dt>
            <dd className="font-semibold whitespace-nowrap tabular-nums">
              {hours ? `${hours.open}–${hours.close}` : t('clubAdmin.closed')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
