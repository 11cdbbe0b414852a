import type { InvoiceSummary } from '@swim/shared/api/invoices';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MoneyAmount } from '../../../components/money-amount';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';

function DocumentLink({ document, label }: { document: InvoiceSummary; label: string }) {
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-sand-200 bg-sand-50 px-4 py-3">
      <a
        href={document.pdfUrl}
        download
        className="inline-flex items-start gap-2 font-semibold break-words text-ocean-800 underline underline-offset-4 hover:text-ocean-700"
      >
        <Download aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {label}
      </a>
      <p className="pl-6 text-sm text-ink-muted">
        <time dateTime={document.issueDate}>{formatDate(document.issueDate, language)}</time> ·{' '}
        <span className="break-words">{document.recipientName}</span> ·{' '}
        <MoneyAmount amount={document.total} currency={document.currency} className="whitespace-nowrap" />
      </p>
    </li>
  );
}

/** The invoice's download link and, under it, every credit note that corrects it. */
export function InvoiceLinks({ invoice, creditNotes }: { invoice: InvoiceSummary; creditNotes: InvoiceSummary[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      <DocumentLink document={invoice} label={t('invoices.links.invoice', { number: invoice.number })} />
      {creditNotes.map((note) => (
        <DocumentLink
          key={note.id}
          document={note}
          label={t('invoices.links.creditNote', {
            number: note.number,
            invoice: note.correctsNumber ?? invoice.number,
          })}
        />
      ))}
    </ul>
  );
}
