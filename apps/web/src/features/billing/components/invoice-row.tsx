import type { AdminInvoice, InvoiceStatus } from '@swim/shared/api/admin-invoices';
import { formatMoney } from '@swim/shared/money';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

const STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  issued: 'success',
  partly_credited: 'sand',
  fully_credited: 'neutral',
};

/** One invoice or credit note: what and for whom, how much and where it stands, and its PDF. */
export function InvoiceRow({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = t(`invoicesAdmin.kind.${invoice.kind}`);
  const source = invoice.paymentNumber ?? invoice.orderNumber;

  // On wide screens the row takes its columns from the list (a subgrid), so amounts and downloads line up.
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 md:col-span-3 md:grid-cols-subgrid md:items-center md:gap-x-6">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink tabular-nums">
          {t('invoicesAdmin.title', { kind, number: invoice.number })}
        </p>
        <p className="text-sm text-ink-muted">
          <time dateTime={invoice.issueDate} className="whitespace-nowrap">
            {formatDate(invoice.issueDate, language)}
          </time>{' '}
          · <span className="break-words">{invoice.recipientName}</span>
          {invoice.recipientEik ? (
            <span className="whitespace-nowrap"> · {t('invoicesAdmin.eik', { eik: invoice.recipientEik })}</span>
          ) : null}
        </p>
        {source ? (
          <p className="text-sm text-ink-muted">
            {t(invoice.paymentNumber ? 'invoicesAdmin.payment' : 'invoicesAdmin.order', { number: source })}
          </p>
        ) : null}
        {invoice.correctsNumber ? (
          <p className="text-sm text-ink-muted">{t('invoicesAdmin.corrects', { number: invoice.correctsNumber })}</p>
        ) : null}
        {invoice.creditNotes.length > 0 ? (
          <p className="text-sm text-ink-muted">
            {t('invoicesAdmin.creditNotes', { numbers: invoice.creditNotes.map((note) => note.number).join(', ') })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 md:flex-col md:items-end">
        <span className="font-semibold tabular-nums">
          {invoice.kind === 'credit_note' ? '−' : ''}
          {formatMoney(invoice.total, invoice.currency, language)}
        </span>
        {invoice.status ? (
          <Badge tone={STATUS_TONES[invoice.status]}>{t(`invoicesAdmin.status.${invoice.status}`)}</Badge>
        ) : null}
      </div>
      <a
        href={invoice.pdfUrl}
        download
        aria-label={t('invoicesAdmin.download', { kind, number: invoice.number })}
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-ocean-800 underline underline-offset-4 hover:text-ocean-700 md:self-center md:justify-self-end"
      >
        <Download aria-hidden="true" className="size-4 shrink-0" />
        {t('invoicesAdmin.pdf')}
      </a>
    </li>
  );
}
