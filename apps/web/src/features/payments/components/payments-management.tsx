import type { Payment } from '@swim/shared/api/payments';
import { Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChildren } from '../api/get-children';
import { usePayments } from '../api/get-payments';
import {
  FILTER_PARAMS,
  hasActiveFilters,
  PAYMENTS_PAGE_SIZE,
  readPage,
  readPaymentFilters,
} from '../lib/payment-filters';
import { ExportPaymentsButton } from './export-payments-button';
import { type FilterChanges, PaymentFiltersBar } from './payment-filters-bar';
import { PaymentHistory } from './payment-history';
import { PaymentSummaryCards } from './payment-summary-cards';
import { applyChanges, useSearchParamsUpdate } from '../../../hooks/use-search-params-update';

function SummarySkeleton() {
  return (
    <LoadingRegion className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-36 rounded-(--radius-card)" />
      ))}
    </LoadingRegion>
  );
}

/**
 * Payments management: summary, filters kept in the address, the paginated history and its CSV and Excel exports;
 * `paymentActions` puts what a route composes (the invoice) beside each payment.
 */
export function PaymentsManagement({ paymentActions }: { paymentActions?: (payment: Payment) => ReactNode }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const updateSearchParams = useSearchParamsUpdate();
  const filters = readPaymentFilters(searchParams);
  const page = readPage(searchParams);
  const payments = usePayments({ ...filters, page, pageSize: PAYMENTS_PAGE_SIZE });
  const children = useChildren();

  // A new filter starts again on page 1.
  const changeFilters = (changes: FilterChanges) =>
    updateSearchParams((params) => {
      applyChanges(params, changes);
      params.delete('page');
    });
  const clearFilters = () =>
    updateSearchParams((params) => {
      for (const key of [...FILTER_PARAMS, 'page']) params.delete(key);
    });
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    return `?${params.toString()}`;
  };
  const pageCount = payments.data ? Math.max(1, Math.ceil(payments.data.total / payments.data.pageSize)) : 1;

  let history: ReactNode;
  if (payments.isPending) {
    history = (
      <LoadingRegion className="flex flex-col gap-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-16 rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  } else if (payments.isError) {
    history = <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />;
  } else if (payments.data.items.length === 0) {
    const filtered = hasActiveFilters(filters);
    history = (
      <EmptyState
        icon={Receipt}
        title={filtered ? t('payments.history.noMatch') : t('payments.history.empty')}
        description={filtered ? t('payments.history.noMatchHint') : t('payments.history.emptyHint')}
        action={
          filtered ? (
            <Button variant="outline" onClick={clearFilters}>
              {t('payments.filters.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    history = (
      <div className="flex flex-col gap-3" aria-busy={payments.isPlaceholderData}>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('payments.history.total', { count: payments.data.total })}
        </p>
        <PaymentHistory payments={payments.data.items} actions={paymentActions} />
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="payments-summary-title" className="flex flex-col gap-4">
        <h2 id="payments-summary-title" className="text-2xl font-bold text-ocean-950 sm:text-3xl">
          {t('payments.summary.title')}
        </h2>
        {payments.isPending ? <SummarySkeleton /> : null}
        {payments.data ? <PaymentSummaryCards summary={payments.data.summary} /> : null}
      </section>
      <section aria-labelledby="payments-history-title" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="payments-history-title" className="text-2xl font-bold text-ocean-950 sm:text-3xl">
              {t('payments.history.title')}
            </h2>
            <p className="mt-1 text-ink-muted">{t('payments.history.lead')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <ExportPaymentsButton filters={filters} format="csv" disabled={payments.data?.total === 0} />
            <ExportPaymentsButton filters={filters} format="xlsx" disabled={payments.data?.total === 0} />
          </div>
        </div>
        <PaymentFiltersBar
          filters={filters}
          childOptions={children.data ?? []}
          onChange={changeFilters}
          onClear={clearFilters}
        />
        {history}
      </section>
    </div>
  );
}
