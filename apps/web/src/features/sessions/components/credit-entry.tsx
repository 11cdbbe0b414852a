import type { MakeupBooking, MakeupCredit } from '@swim/shared/api/sessions';
import { pickText } from '@swim/shared/localized-text';
import { CalendarPlus, CircleCheck, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useCancelMakeup } from '../api/cancel-makeup';
import { BookedMakeup } from './booked-makeup';
import { InlineError } from './inline-error';
import { MakeupDialog } from './makeup-dialog';

type Outcome = { kind: 'booked' | 'moved' | 'cancelled' } | { kind: 'failed'; error: unknown };

/** Where the credit came from: the missed or cancelled session (with its class), or the club's grant. */
export function useCreditOrigin() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (credit: MakeupCredit) => {
    const date = formatDate(credit.sessionDate, language);
    const origin =
      credit.source === 'absence'
        ? t('sessions.credits.fromAbsence', { date })
        : credit.source === 'cancellation'
          ? t('sessions.credits.fromCancellation', { date })
          : t('sessions.credits.granted', { date });
    return credit.classTitle ? `${origin} · ${pickText(credit.classTitle, language)}` : origin;
  };
}

type CreditEntryProps = { childId: string; credit: MakeupCredit; booking: MakeupBooking | undefined };

/**
 * A credit that is live: available (with "Book a make-up") or booked (with its make-up). It keeps its place in the
 * list when booked, cancelled or moved, so the answer to each of these shows where the parent tapped.
 */
export function CreditEntry({ childId, credit, booking }: CreditEntryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useCreditOrigin();
  const cancel = useCancelMakeup(childId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function cancelMakeup(bookingId: string) {
    try {
      await cancel.mutateAsync(bookingId);
      setOutcome({ kind: 'cancelled' });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {t('sessions.credits.credit')} ·{' '}
            {t('sessions.credits.validUntil', { date: formatDate(credit.expiresOn, language) })}
          </p>
          <p className="text-sm text-ink-muted">{origin(credit)}</p>
        </div>
      </div>
      {credit.status === 'available' ? (
        <MakeupDialog
          childId={childId}
          creditId={credit.id}
          onDone={(kind) => setOutcome({ kind })}
          trigger={
            <Button size="sm" className="self-start">
              <CalendarPlus aria-hidden="true" />
              {t('sessions.credits.book')}
            </Button>
          }
        />
      ) : null}
      {credit.status === 'booked' && booking ? (
        <BookedMakeup
          childId={childId}
          booking={booking}
          busy={cancel.isPending}
          onCancel={() => cancelMakeup(booking.id)}
          onMoved={() => setOutcome({ kind: 'moved' })}
        />
      ) : null}
      {outcome?.kind === 'failed' ? <InlineError error={outcome.error} /> : null}
      {outcome && outcome.kind !== 'failed' ? (
        <p role="status" className="flex gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`sessions.makeup.${outcome.kind}`)}
        </p>
      ) : null}
    </li>
  );
}
