import type { InvoiceTotals } from '@swim/shared/api/admin-invoices';
import { formatMoney } from '@swim/shared/money';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { invoicesCsvUrl, useInvoices } from '../api/get-invoices';
import { InvoicePeriodFilter, useInvoicePeriod } from './invoice-period-filter';
import { InvoiceRow } from './invoice-row';

export const INVOICES_PAGE_SIZE = 20;

/** What the period's invoices and credit notes total, per currency (never added across currencies). */
function Totals({ totals }: { totals: InvoiceTotals }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cards = [
    { key: 'invoiced', label: t('invoicesAdmin.totals.invoiced') },
    { key: 'credited', label: t('invoicesAdmin.totals.credited') },
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {cards.map((card) => (
        <div key={card.key} className="rounded-(--radius-card) border border-sand-200 bg-white px-4 py-3 shadow-card">
          <dt className="text-sm font-semibold text-ink-muted">{card.label}</dt>
          <dd className="mt-1 flex flex-wrap gap-x-3 text-xl font-bold text-ocean-950 tabular-nums">
            {totals.map((total) => (
              <span key={total.currency}>{formatMoney(total[card.key], total.currency, language)}</span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The club's invoices and credit notes by issue date, with their PDFs and the accountant's CSV of the period. */
export function InvoicesSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const { period, valid } = useInvoicePeriod();
  const chosen = valid ? { from: period.from || undefined, to: period.to || undefined } : {};
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const invoices = useInvoices({ ...chosen, page, pageSize: INVOICES_PAGE_SIZE });
  const pageCount = invoices.data ? Math.max(1, Math.ceil(invoices.data.total / invoices.data.pageSize)) : 1;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    return `?${params.toString()}`;
  };
  const filtered = Boolean(chosen.from || chosen.to);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <InvoicePeriodFilter period={period} />
        <Button asChild variant="outline" size="sm" className="h-11 self-start lg:self-end">
          <a href={invoicesCsvUrl(chosen, language)} download>
            <FileSpreadsheet aria-hidden="true" />
            {t('invoicesAdmin.export')}
          </a>
        </Button>
      </div>

      {invoices.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-20 rounded-2xl" />
          ))}
        </LoadingRegion>
      ) : invoices.isError ? (
        <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={t('invoicesAdmin.empty')}
          description={filtered ? t('invoicesAdmin.emptyFiltered') : t('invoicesAdmin.emptyHint')}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <Totals totals={invoices.data.totals} />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('invoicesAdmin.total', { count: invoices.data.total })}
          </p>
          <ul
            aria-label={t('invoicesAdmin.listLabel')}
            aria-busy={invoices.isPlaceholderData}
            className="divide-y divide-sand-200 overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
          >
            {invoices.data.items.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      )}
    </div>
  );
}
