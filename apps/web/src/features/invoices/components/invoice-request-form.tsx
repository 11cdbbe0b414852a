import { INVOICE_RECIPIENT_TYPES, type InvoiceRecipientType } from '@swim/shared/api/invoices';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../../components/choice-card';
import { FormActions } from '../../../components/form-actions';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useRequestInvoice } from '../api/request-invoice';
import type { DocumentSource } from '../lib/document-source';
import {
  issueField,
  type RecipientDefaults,
  type RecipientFormValues,
  type RequestInvoice,
  recipientResolver,
  toFormValues,
} from '../lib/recipient-form';
import { CompanyFields, PersonFields } from './recipient-fields';

type InvoiceRequestFormProps = {
  source: DocumentSource;
  /** The payment's or order's number, as the description names it. */
  reference: string;
  defaults: RecipientDefaults;
};

/** Asks for the invoice: made out to the parent or buyer as a person, or to a company paying for them. */
export function InvoiceRequestForm({ source, reference, defaults }: InvoiceRequestFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const request = useRequestInvoice(source);
  const form = useForm<RecipientFormValues, unknown, RequestInvoice>({
    resolver: recipientResolver,
    defaultValues: toFormValues(defaults),
  });
  const type = form.watch('type');
  const { errors, isSubmitting } = form.formState;

  async function submit(input: RequestInvoice) {
    try {
      const invoice = await request.mutateAsync(input);
      showSuccessToast(t('invoices.request.done', { number: invoice.number }));
    } catch (error) {
      if (isApiError(error)) {
        for (const issue of error.details) {
          const field = issueField(type, issue.path);
          if (field) form.setError(`${type}.${field}` as `company.${typeof field}`, { message: issue.message });
        }
      }
      showDestructiveToast(t('invoices.request.failed'), t(getErrorMessageKey(error)));
    }
  }

  const choose = (value: string) => form.setValue('type', value as InvoiceRecipientType);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <DialogTitle className="text-xl text-ocean-950">{t('invoices.request.title')}</DialogTitle>
        <DialogDescription className="text-ink-muted">
          {t('invoices.request.description', { reference })}
        </DialogDescription>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-bold text-ocean-950">{t('invoices.recipient.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {INVOICE_RECIPIENT_TYPES.map((value) => (
            <ChoiceCard
              key={value}
              name={`${id}-type`}
              value={value}
              checked={type === value}
              onSelect={choose}
              labelledBy={`${id}-${value}`}
              density="compact"
            >
              <span id={`${id}-${value}`} className="font-semibold text-ink">
                {t(`invoices.recipient.${value}`)}
              </span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      {type === 'person' ? (
        <PersonFields register={form.register} errors={errors} />
      ) : (
        <CompanyFields register={form.register} errors={errors} />
      )}
      <FormActions
        cancelLabel={t('invoices.dialog.cancel')}
        submitLabel={t('invoices.request.submit')}
        submitIcon={<FileText aria-hidden="true" />}
        busy={isSubmitting}
      />
    </form>
  );
}
