import type { Payment } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { RejectionNote } from './rejection-note';
import { Table, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui/table';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { formatPeriod } from '../lib/format-period';
import { PaymentConfirmationLink } from './payment-confirmation-link';
import { ClosureRefundNote } from '../../../components/closure-refund-note';
import { RefundPendingNote } from '../../../components/refund-pending-note';
import { RefundedAmount } from './refunded-amount';

function useFormatters() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  return {
    date: (payment: Payment) => formatDate(payment.createdAt, language, 'd MMM yyyy'),
    child: (payment: Payment) => payment.childName ?? t('payments.history.family'),
    title: (payment: Payment) => (payment.classTitle ? pickText(payment.classTitle, language) : '—'),
    period: (payment: Payment) => (payment.billingPeriod ? formatPeriod(payment.billingPeriod, language) : '—'),
    method: (payment: Payment) => t(`payment.method.${payment.method ?? 'unset'}`),
    amount: (payment: Payment) => formatPrice(payment.amount, payment.currency),
  };
}

/** What a route puts beside each payment (e.g. its invoice), composed from another feature. */
type PaymentActions = (payment: Payment) => ReactNode;

/** Phones: one card per payment instead of a table that would need sideways scrolling. */
function PaymentCards({ payments, actions }: { payments: Payment[]; actions?: PaymentActions }) {
  const format = useFormatters();
  return (
    <ul className="flex flex-col divide-y divide-sand-200 rounded-(--radius-card) border border-sand-200 bg-white md:hidden">
      {payments.map((payment) => (
        <li key={payment.id} className="flex items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">{format.child(payment)}</p>
            <p className="text-sm break-words text-ink-muted">{format.title(payment)}</p>
            <p className="text-sm text-ink-muted">{payment.number}</p>
            <PaymentConfirmationLink payment={payment} />
            <p className="text-sm text-ink-muted">
              {format.period(payment)} · {format.method(payment)} ·{' '}
              <time dateTime={payment.createdAt} className="whitespace-nowrap">
                {format.date(payment)}
              </time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 text-right">
            <span className="font-semibold tabular-nums">{format.amount(payment)}</span>
            <PaymentStatusBadge status={payment.status} />
            <RejectionNote rejection={payment.rejection} />
            <span className="text-xs">
              <RefundedAmount payment={payment} />
            </span>
            <RefundPendingNote payment={payment} audience="family" className="text-right" />
            <ClosureRefundNote payment={payment} />
            {actions?.(payment)}
          </div>
        </li>
      ))}
    </ul>
  );
}

function PaymentTable({ payments, actions }: { payments: Payment[]; actions?: PaymentActions }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="hidden md:block">
      <Table>
        <caption className="sr-only">{t('payments.history.title')}</caption>
        <TableHead>
          <tr>
            {/* Two facts a column, each header naming both, so the table fits 1280 px in every language. */}
            <TableHeaderCell scope="col">
              <span className="block">{t('payments.history.number')}</span>
              <span className="block font-normal">{t('payments.history.date')}</span>
            </TableHeaderCell>
            <TableHeaderCell scope="col">
              <span className="block">{t('payments.history.child')}</span>
              <span className="block font-normal">{t('payments.history.class')}</span>
            </TableHeaderCell>
            <TableHeaderCell scope="col">{t('payments.history.period')}</TableHeaderCell>
            <TableHeaderCell scope="col">{t('payments.history.method')}</TableHeaderCell>
            <TableHeaderCell scope="col">{t('payments.history.status')}</TableHeaderCell>
            <TableHeaderCell scope="col" className="text-right">
              {t('payments.history.amount')}
            </TableHeaderCell>
            <TableHeaderCell scope="col" className="text-right">
              {t('payments.history.refunded')}
            </TableHeaderCell>
            {actions ? (
              <TableHeaderCell scope="col">
                <span className="sr-only">{t('invoices.action.column')}</span>
              </TableHeaderCell>
            ) : null}
          </tr>
        </TableHead>
        <tbody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell className="whitespace-nowrap tabular-nums">
                <span className="block">{payment.number}</span>
                <time dateTime={payment.createdAt} className="block text-ink-muted">
                  {format.date(payment)}
                </time>
                <PaymentConfirmationLink payment={payment} />
              </TableCell>
              <TableCell className="min-w-44">
                <span className="block font-semibold">{format.child(payment)}</span>
                <span className="block text-ink-muted">{format.title(payment)}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{format.period(payment)}</TableCell>
              <TableCell className="whitespace-nowrap">{format.method(payment)}</TableCell>
              <TableCell>
                <PaymentStatusBadge status={payment.status} />
                <RejectionNote rejection={payment.rejection} />
              </TableCell>
              <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">
                {format.amount(payment)}
              </TableCell>
              <TableCell className="text-right">
                <RefundedAmount payment={payment} empty="—" />
                <div>
                  <RefundPendingNote payment={payment} audience="family" className="text-right" />
                </div>
                <div>
                  <ClosureRefundNote payment={payment} />
                </div>
              </TableCell>
              {actions ? <TableCell className="text-right">{actions(payment)}</TableCell> : null}
            </TableRow>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** The history page: a table on wide screens, cards on phones. */
export function PaymentHistory({ payments, actions }: { payments: Payment[]; actions?: PaymentActions }) {
  return (
    <>
      <PaymentCards payments={payments} actions={actions} />
      <PaymentTable payments={payments} actions={actions} />
    </>
  );
}
