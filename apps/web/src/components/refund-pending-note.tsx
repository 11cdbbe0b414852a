import type { Payment } from '@swim/shared/api/payments';
import { formatMoney } from '@swim/shared/money';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../hooks/use-format-money';
import { useLanguage } from '../hooks/use-language';
import { cn } from '../lib/utils';

type RefundPendingNoteProps = {
  payment: Pick<Payment, 'refundPending' | 'currency'>;
  /** Staff read the club's own amount; a family reads it as the club's dual display shows prices. */
  audience: 'staff' | 'family';
  /** How its lines align where it stands, e.g. 'text-right' in a column of amounts. */
  className?: string;
};

/**
 * The part of a refund the card provider has not confirmed yet (the server's `refundPending`, ADR 0035), said in words
 * beside an hourglass, never by colour alone: "Refund of 30,00 € pending at the card provider". Nothing when every
 * refund of the payment is final.
 */
export function RefundPendingNote({ payment, audience, className = 'text-left' }: RefundPendingNoteProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const pending = payment.refundPending ?? 0;
  if (pending <= 0) return null;
  const amount =
    audience === 'staff' ? formatMoney(pending, payment.currency, language) : formatPrice(pending, payment.currency);
  return (
    <span className={cn('inline-flex items-start gap-1 text-xs text-amber-900', className)}>
      <Hourglass aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{t(`payment.refundPending.${audience}`, { amount })}</span>
    </span>
  );
}
