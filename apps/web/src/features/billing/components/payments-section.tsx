import type { PaymentSummary } from '@swim/shared/api/payments';
import { QUICK_DATE_RANGES, type QuickDateRange } from '@swim/shared/dates';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@swim/shared/enums';
import { ReceiptText, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { oneOf } from '../../../lib/one-of';
import { usePayments } from '../api/get-payments';
import { useUpdateParams } from '../hooks/use-update-params';
import { ClubTotalAmount } from './money-totals';
import { PaymentRow } from './payment-row';
import { RecordPaymentPicker } from './record-payment-picker';

export const PAYMENTS_PAGE_SIZE = 20;

function SummaryCards({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'paidThisMonth', label: t('billing.payments.summary.paidThisMonth'), totals: summary.paidThisMonth },
    { key: 'awaiting', label: t('billing.payments.summary.awaiting'), totals: summary.awaitingConfirmation },
    { key: 'refunded', label: t('billing.payments.summary.refunded'), totals: summary.refunded },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.key} className="rounded-(--radius-card) border border-sand-200 bg-white px-4 py-3 shadow-card">
          <dt className="text-sm font-semibold text-ink-muted">{card.label}</dt>
          <dd className="mt-1 text-xl font-bold text-ocean-950">
            <ClubTotalAmount total={card.totals} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RangeButtons({ range, onChange }: { range: QuickDateRange; onChange: (range: QuickDateRange) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('billing.payments.range')}</legend>
      <div className="flex flex-wrap gap-2">
        {QUICK_DATE_RANGES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === range ? 'primary' : 'outline'}
            aria-pressed={value === range}
            onClick={() => onChange(value)}
            className="h-10"
          >
            {t(`billing.payments.ranges.${value}`)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Every payment of the club: search by child or parent, filter by status, method and period, validate, refund, reject a
 * declaration, and record money staff received.
 */
export function PaymentsSection() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const updateParams = useUpdateParams();
  const status = oneOf(PAYMENT_STATUSES, searchParams.get('status'));
  const method = oneOf(PAYMENT_METHODS, searchParams.get('method'));
  const range = oneOf(QUICK_DATE_RANGES, searchParams.get('range')) ?? 'all';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);

  // The typed text reaches the address (and the query) once typing pauses; a new search starts on page 1.
  useEffect(() => {
    if (debouncedSearch === (searchParams.get('q') ?? '')) return;
    updateParams({ q: debouncedSearch, page: undefined });
  }, [debouncedSearch, searchParams, updateParams]);

  const payments = usePayments({
    search: searchParams.get('q') || undefined,
    status,
    method,
    range,
    page,
    pageSize: PAYMENTS_PAGE_SIZE,
  });
  const pageCount = payments.data ? Math.max(1, Math.ceil(payments.data.total / payments.data.pageSize)) : 1;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    return `?${params.toString()}`;
  };
  const filtered = Boolean(searchParams.get('q') || status || method || range !== 'all');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <RecordPaymentPicker />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="billing-payment-search">{t('billing.payments.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
            />
            <Input
              id="billing-payment-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('billing.payments.searchPlaceholder')}
              className="pl-10"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="billing-payment-status">{t('billing.payments.status')}</Label>
          <NativeSelect
            id="billing-payment-status"
            value={status ?? ''}
            onChange={(event) => updateParams({ status: event.target.value, page: undefined })}
          >
            <option value="">{t('billing.payments.allStatuses')}</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`payment.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="billing-payment-method">{t('billing.payments.method')}</Label>
          <NativeSelect
            id="billing-payment-method"
            value={method ?? ''}
            onChange={(event) => updateParams({ method: event.target.value, page: undefined })}
          >
            <option value="">{t('billing.payments.allMethods')}</option>
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {t(`payment.method.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <RangeButtons
        range={range}
        onChange={(next) => updateParams({ range: next === 'all' ? undefined : next, page: undefined })}
      />

      {payments.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-20 rounded-2xl" />
          ))}
        </LoadingRegion>
      ) : payments.isError ? (
        <ErrorState error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <SummaryCards summary={payments.data.summary} />
          {payments.data.items.length === 0 ? (
            <EmptyState
              icon={ReceiptText}
              title={t('billing.payments.empty')}
              description={filtered ? t('billing.payments.emptyFiltered') : undefined}
            />
          ) : (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('billing.payments.total', { count: payments.data.total })}
              </p>
              <ul
                aria-label={t('billing.payments.listLabel')}
                aria-busy={payments.isPlaceholderData}
                className="divide-y divide-sand-200 overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
              >
                {payments.data.items.map((payment) => (
                  <PaymentRow key={payment.id} payment={payment} />
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
