import type { ChildSessions } from '@swim/shared/api/sessions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditEntry } from './credit-entry';
import { EarlierCredits } from './earlier-credits';

const isLive = (status: string) => status === 'available' || status === 'booked';

/** The child's make-up credits: the live ones (to book, or with their make-up), then the ones that are over. */
export function CreditsSection({ sessions }: { sessions: ChildSessions }) {
  const { t } = useTranslation();
  const headingId = useId();
  const live = sessions.credits.filter((credit) => isLive(credit.status));
  const over = sessions.credits.filter((credit) => !isLive(credit.status));
  const bookingOf = (creditId: string, bookingId: string | null) =>
    sessions.makeups.find((booking) => booking.id === bookingId) ??
    sessions.makeups.find((booking) => booking.creditId === creditId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-xl font-bold text-ocean-950">
        {t('sessions.credits.title')}
      </h3>
      {live.length === 0 ? (
        <p className="text-ink-muted">{t('sessions.credits.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {live.map((credit) => (
            <CreditEntry
              key={credit.id}
              childId={sessions.childId}
              credit={credit}
              booking={bookingOf(credit.id, credit.bookingId)}
            />
          ))}
        </ul>
      )}
      <EarlierCredits credits={over} bookings={sessions.makeups} />
    </section>
  );
}
