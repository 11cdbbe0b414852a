import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentInvoices } from '../api/get-document-invoices';
import type { DocumentSource } from '../lib/document-source';
import type { RecipientDefaults } from '../lib/recipient-form';
import { InvoiceLinks } from './invoice-links';
import { InvoiceRequestForm } from './invoice-request-form';

type InvoiceActionProps = {
  source: DocumentSource;
  /** The payment's or order's number, named by the button's label and the dialog. */
  reference: string;
  defaults: RecipientDefaults;
};

const MARK = '\u0000';

/** The translated text with `value` where MARK stands, never broken across lines (a number like PM-2026-000003). */
function KeepTogether({ text, value }: { text: string; value: string }) {
  const [before = '', after = ''] = text.split(MARK);
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{value}</span>
      {after}
    </>
  );
}

function CloseButton() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end">
      <DialogClose asChild>
        <Button variant="outline">{t('invoices.dialog.close')}</Button>
      </DialogClose>
    </div>
  );
}

/** What the open dialog shows: the invoice and its credit notes, the request form, or why there is neither. */
function InvoiceDialogBody({ source, reference, defaults }: InvoiceActionProps) {
  const { t } = useTranslation();
  const documents = useDocumentInvoices(source, true);
  const heading = (description: string) => (
    <div className="flex flex-col gap-2">
      <DialogTitle className="text-xl text-ocean-950">
        <KeepTogether text={t('invoices.dialog.title', { reference: MARK })} value={reference} />
      </DialogTitle>
      <DialogDescription className="text-ink-muted">{description}</DialogDescription>
    </div>
  );
  if (documents.isPending) {
    return (
      <div className="flex flex-col gap-5">
        {heading(t('invoices.dialog.loading'))}
        <LoadingRegion>
          <Skeleton className="h-20 rounded-2xl" />
        </LoadingRegion>
      </div>
    );
  }
  if (documents.isError) {
    return (
      <div className="flex flex-col gap-5">
        {heading(t('invoices.dialog.loadFailed'))}
        <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
      </div>
    );
  }
  const { invoice, creditNotes, canRequest } = documents.data;
  if (invoice) {
    return (
      <div className="flex flex-col gap-5">
        {heading(creditNotes.length ? t('invoices.dialog.issuedWithCredit') : t('invoices.dialog.issued'))}
        <InvoiceLinks invoice={invoice} creditNotes={creditNotes} />
        <CloseButton />
      </div>
    );
  }
  if (canRequest) return <InvoiceRequestForm source={source} reference={reference} defaults={defaults} />;
  return (
    <div className="flex flex-col gap-5">
      {heading(t('invoices.dialog.unavailable'))}
      <CloseButton />
    </div>
  );
}

/**
 * The 'Invoice' button of a paid payment or a completed order (`compact`: in a wide table, only its icon on screens
 * narrower than 2xl, its name in the tooltip and for assistive technology); its dialog reads the invoices only when opened, so a
 * list of payments asks for none.
 */
export function InvoiceAction({ compact = false, ...props }: InvoiceActionProps & { compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('invoices.action.label', { reference: props.reference })}
          title={t('invoices.action.open')}
          className={compact ? 'md:max-2xl:px-2.5' : undefined}
        >
          <FileText aria-hidden="true" />
          <span className={compact ? 'md:max-2xl:sr-only' : undefined}>{t('invoices.action.open')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <InvoiceDialogBody {...props} />
      </DialogContent>
    </Dialog>
  );
}
