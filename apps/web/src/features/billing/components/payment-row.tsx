import type { Payment } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { useTranslation } from 'react-i18next';
import { ClosureRefundNote } from '../../../components/closure-refund-note';
import { RefundPendingNote } from '../../../components/refund-pending-note';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { RecordPaymentDialog } from '../../../components/record-payment-dialog';
import { RejectPaymentDialog } from '../../../components/reject-payment-dialog';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { formatPercent, isRefundable, isValidatable } from '../lib/refund-amount';
import { RefundDialog } from './refund-dialog';
import { ValidatePaymentDialog } from './validate-payment-dialog';

/** One payment in the admin list: who and what, how much (and how much went back), its status and what can be done. */
export function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (minor: number) => formatMoney(minor, payment.currency, language);
  const what = [
    payment.classTitle ? pickText(payment.classTitle, language) : t(`billing.kind.${payment.kind}`),
    payment.billingPeriod ? formatDate(payment.billingPeriod, language, 'LLLL yyyy') : null,
  ].filter(Boolean);
  const validatable = isValidatable(payment);
  const refundable = isRefundable(payment);
  // Money for the same child and class: the month of a payment still open, else this month (issue 25).
  const recordFor =
    payment.childId && payment.childName && payment.enrollmentId
      ? { child: { id: payment.childId, fullName: payment.childName }, enrollment: { id: payment.enrollmentId } }
      : null;
  const openMonth =
    (payment.status === 'pending' || payment.status === 'failed') && payment.billingPeriod
      ? payment.billingPeriod
      : undefined;

  // On wide screens the row takes its columns from the list (a subgrid), so amounts and actions line up.
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:col-span-3 md:grid-cols-subgrid md:items-center md:gap-x-6">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{payment.childName ?? payment.parentName}</p>
        <p className="text-sm text-ink-muted">{what.join(' · ')}</p>
        <p className="text-sm text-ink-muted">
          <span className="whitespace-nowrap tabular-nums">{payment.number}</span> ·{' '}
          {t('billing.pending.parent', { name: payment.parentName })} ·{' '}
          {t(`payment.method.${payment.method ?? 'unset'}`)} ·{' '}
          <time dateTime={payment.createdAt} className="whitespace-nowrap">
            {formatDate(payment.createdAt, language, 'd MMM yyyy')}
          </time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 md:flex-col md:items-end">
        <span className="font-semibold tabular-nums">{money(payment.amount)}</span>
        <PaymentStatusBadge status={payment.status} />
        {payment.refundedAmount > 0 ? (
          <span className="text-xs text-ink-muted">
            {t('billing.payments.refunded', {
              amount: money(payment.refundedAmount),
              percent: formatPercent(payment.refundedAmount, payment.amount, language),
            })}
          </span>
        ) : null}
        <RefundPendingNote payment={payment} audience="staff" className="text-left md:text-right" />
        <ClosureRefundNote payment={payment} />
      </div>
      {validatable || refundable || recordFor ? (
        <div className="flex flex-wrap gap-2 md:justify-end">
          {validatable ? <ValidatePaymentDialog payment={payment} /> : null}
          {validatable ? <RejectPaymentDialog payment={payment} fallbackName={payment.parentName} /> : null}
          {refundable ? <RefundDialog payment={payment} /> : null}
          {recordFor ? <RecordPaymentDialog {...recordFor} period={openMonth} /> : null}
        </div>
      ) : (
        <span aria-hidden="true" className="hidden md:block" />
      )}
    </li>
  );
}
