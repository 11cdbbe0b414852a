import type { Payment } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { RejectPaymentDialog } from '../../../components/reject-payment-dialog';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { usePendingPayments } from '../api/get-pending-payments';
import { ValidatePaymentDialog } from './validate-payment-dialog';

function PendingCard({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const what = [
    payment.classTitle ? pickText(payment.classTitle, language) : t(`billing.kind.${payment.kind}`),
    payment.billingPeriod ? formatDate(payment.billingPeriod, language, 'LLLL yyyy') : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-lg font-semibold text-ink">{payment.childName ?? payment.parentName}</p>
        <p className="text-sm text-ink-muted">{what.join(' · ')}</p>
        <p className="text-sm text-ink-muted">
          <span className="whitespace-nowrap tabular-nums">{payment.number}</span> ·{' '}
          {t('billing.pending.parent', { name: payment.parentName })} ·{' '}
          <time dateTime={payment.createdAt}>
            {t('billing.pending.declaredOn', { date: formatDate(payment.createdAt, language, 'd MMM yyyy') })}
          </time>
        </p>
        {payment.parentNotes ? (
          <p className="mt-1 rounded-xl bg-sand-100 px-3 py-2 text-sm break-words text-ink">{payment.parentNotes}</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:items-end">
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <Badge tone="sand">{t(`payment.method.${payment.method ?? 'unset'}`)}</Badge>
          <span className="text-xl font-bold text-ocean-950 tabular-nums">
            {formatMoney(payment.amount, payment.currency, language)}
          </span>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <ValidatePaymentDialog payment={payment} triggerSize="lg" triggerClassName="w-full sm:w-auto" />
          <RejectPaymentDialog
            payment={payment}
            fallbackName={payment.parentName}
            triggerSize="lg"
            triggerClassName="w-full sm:w-auto"
          />
        </div>
      </div>
    </li>
  );
}

/** Declared cash and bank transfer payments waiting for staff to confirm them, oldest first. */
export function PendingPaymentsPanel() {
  const { t } = useTranslation();
  const pending = usePendingPayments();

  if (pending.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-32 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (pending.isError) return <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />;
  if (pending.data.length === 0) {
    return (
      <EmptyState
        icon={CircleCheckBig}
        title={t('billing.pending.empty')}
        description={t('billing.pending.emptyHint')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('billing.pending.count', { count: pending.data.length })}
      </p>
      <ul aria-label={t('billing.pending.listLabel')} className="flex flex-col gap-3">
        {pending.data.map((payment) => (
          <PendingCard key={payment.id} payment={payment} />
        ))}
      </ul>
    </div>
  );
}
