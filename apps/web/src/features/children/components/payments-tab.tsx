import type { ChildPayment } from '@swim/shared/api/children';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { Table, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui/table';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

function useFormatters() {
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  return {
    date: (payment: ChildPayment) => formatDate(payment.createdAt, language, 'd MMM yyyy'),
    period: (payment: ChildPayment) =>
      payment.billingPeriod ? formatDate(payment.billingPeriod, language, 'LLLL yyyy') : '—',
    money: (amount: number, payment: ChildPayment) => formatPrice(amount, payment.currency),
  };
}

/** Phones: one card per payment instead of a table that would need sideways scrolling. */
function PaymentList({ payments }: { payments: ChildPayment[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className="flex flex-col divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white sm:hidden">
      {payments.map((payment) => (
        <li key={payment.id} className="flex items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{format.period(payment)}</p>
            <p className="text-sm text-ink-muted">
              <span className="tabular-nums">{payment.number}</span> ·{' '}
              <time dateTime={payment.createdAt}>{format.date(payment)}</time> ·{' '}
              {t(`payment.method.${payment.method ?? 'unset'}`)}
            </p>
            {payment.parentNotes ? <p className="mt-1 text-xs text-ink-muted">{payment.parentNotes}</p> : null}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-semibold tabular-nums">{format.money(payment.amount, payment)}</span>
            <PaymentStatusBadge status={payment.status} />
            {payment.refundedAmount > 0 ? (
              <span className="text-xs text-ink-muted">
                {t('payment.refunded', { amount: format.money(payment.refundedAmount, payment) })}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function PaymentTable({ payments }: { payments: ChildPayment[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="hidden sm:block">
      <Table>
        <caption className="sr-only">{t('child.tabs.payments')}</caption>
        <TableHead>
          <tr>
            <TableHeaderCell scope="col">{t('child.payments.number')}</TableHeaderCell>
            <TableHeaderCell scope="col">{t('child.payments.date')}</TableHeaderCell>
            <TableHeaderCell scope="col">{t('child.payments.period')}</TableHeaderCell>
            <TableHeaderCell scope="col">{t('child.payments.method')}</TableHeaderCell>
            <TableHeaderCell scope="col" className="text-right">
              {t('child.payments.amount')}
            </TableHeaderCell>
            <TableHeaderCell scope="col">{t('child.payments.status')}</TableHeaderCell>
          </tr>
        </TableHead>
        <tbody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell className="whitespace-nowrap tabular-nums">{payment.number}</TableCell>
              <TableCell className="whitespace-nowrap">
                <time dateTime={payment.createdAt}>{format.date(payment)}</time>
              </TableCell>
              <TableCell className="whitespace-nowrap">{format.period(payment)}</TableCell>
              <TableCell className="min-w-40">
                {t(`payment.method.${payment.method ?? 'unset'}`)}
                {payment.parentNotes ? <p className="mt-1 text-xs text-ink-muted">{payment.parentNotes}</p> : null}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                <span className="font-semibold">{format.money(payment.amount, payment)}</span>
                {payment.refundedAmount > 0 ? (
                  <p className="text-xs text-ink-muted">
                    {t('payment.refunded', { amount: format.money(payment.refundedAmount, payment) })}
                  </p>
                ) : null}
              </TableCell>
              <TableCell>
                <PaymentStatusBadge status={payment.status} />
              </TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The child's payments with their status; amounts only (paying happens on its own page). */
export function PaymentsTab({ payments }: { payments: ChildPayment[] }) {
  const { t } = useTranslation();
  if (payments.length === 0) {
    return <EmptyState icon={Wallet} title={t('child.payments.empty')} description={t('child.payments.emptyHint')} />;
  }
  return (
    <>
      <PaymentList payments={payments} />
      <PaymentTable payments={payments} />
    </>
  );
}
