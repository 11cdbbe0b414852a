import type { MakeupBooking, MakeupCredit } from '@swim/shared/api/sessions';
import { pickText } from '@swim/shared/localized-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { formatSessionDay, formatSessionTime } from '../lib/format-session';
import { useCreditOrigin } from './credit-entry';

type EarlierCreditsProps = { credits: MakeupCredit[]; bookings: MakeupBooking[] };

/**
 * Credits that are over (used, expired, revoked), muted; a used one with the make-up it paid for (a make-up whose day
 * has passed reads as used whether or not the coach marked it: the mark is shown when there is one).
 */
export function EarlierCredits({ credits, bookings }: EarlierCreditsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (credits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-bold text-ink-muted">
        {t('sessions.credits.earlier')}
      </h4>
      <ul className="flex flex-col divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-sand-50 text-sm text-ink-muted">
        {credits.map((credit) => (
          <EarlierCredit
            key={credit.id}
            credit={credit}
            booking={
              bookings.find((booking) => booking.id === credit.bookingId) ??
              bookings.find((booking) => booking.creditId === credit.id)
            }
          />
        ))}
      </ul>
    </section>
  );
}

function EarlierCredit({ credit, booking }: { credit: MakeupCredit; booking: MakeupBooking | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useCreditOrigin();
  const end =
    credit.status === 'expired'
      ? t('sessions.credits.expired', { date: formatDate(credit.expiresOn, language) })
      : credit.status === 'revoked'
        ? t('sessions.credits.revoked')
        : t('sessions.credits.used');
  return (
    <li className="flex flex-col gap-0.5 px-4 py-3">
      <p className="font-semibold">{end}</p>
      <p>{origin(credit)}</p>
      {credit.status === 'used' && booking ? (
        <p>
          {t('sessions.makeup.label')}: {formatSessionDay(booking.onDate, language)},{' '}
          {formatSessionTime(booking.atTime, booking.durationMinutes)} · {pickText(booking.classTitle, language)}
          {booking.attendance
            ? ` · ${t(`sessions.makeup.${booking.attendance === 'present' ? 'attended' : 'missed'}`)}`
            : ''}
        </p>
      ) : null}
    </li>
  );
}
