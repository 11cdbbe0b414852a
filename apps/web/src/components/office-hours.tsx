import { CLUB_CONTACT } from '@swim/shared/club';
import { useTranslation } from 'react-i18next';
import { getDayKey } from '../lib/days';
import { cn } from '../lib/utils';

/** The club's office hours, Monday to Sunday, with day ranges ('Monday – Friday'). */
export function OfficeHours({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1', className)}>
      {CLUB_CONTACT.officeHours.map((slot) => {
        const first = slot.days[0] ?? 0;
        const last = slot.days[slot.days.length - 1] ?? first;
        const days =
          first === last
            ? t(`days.${getDayKey(first)}`)
            : t('contact.dayRange', { from: t(`days.${getDayKey(first)}`), to: t(`days.${getDayKey(last)}`) });
        return (
          <div key={first} className="contents">
            <dt>{days}</dt>
            <dd className="font-semibold whitespace-nowrap tabular-nums">
              {slot.open}–{slot.close}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
