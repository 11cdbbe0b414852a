import type { Payment } from '@swim/shared/api/payments';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatPercent } from '../lib/money';
import { getRefundShare } from '../lib/refund-share';

type RefundedAmountProps = {
  payment: Pick<Payment, 'amount' | 'refundedAmount' | 'status' | 'currency'>;
  /** Shown when nothing was refunded (a dash in a table cell); nothing by default. */
  empty?: string;
};

/** What went back to the parent: '−40,00 лв. (50%)' for a partial refund, '−80,00 лв.' for a full one. */
export function RefundedAmount({ payment, empty }: RefundedAmountProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const share = getRefundShare(payment);
  if (share.kind === 'none') return empty ? <span className="text-ink-muted">{empty}</span> : null;
  const amount = formatPrice(payment.refundedAmount, payment.currency);
  return (
    <span className="whitespace-nowrap text-red-800 tabular-nums">
      {share.kind === 'partial'
        ? t('payments.history.refundPartial', { amount, percent: formatPercent(share.ratio, language) })
        : t('payments.history.refundFull', { amount })}
    </span>
  );
}
