import { zodResolver } from '@hookform/resolvers/zod';
import { type ClubLegalDetails, clubLegalDetailsInputSchema } from '@swim/shared/api/invoices';
import { Info, LoaderCircle, Save } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInvoiceValidationText } from '../../../hooks/use-invoice-validation-text';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useClubLegal } from '../api/get-club-legal';
import { type ClubLegalInput, useSaveClubLegal } from '../api/save-club-legal';
import { SettingsSection } from './settings-section';

/** The form holds the API's own input (its schema checks it on the client, so the two cannot drift). */
type LegalValues = ClubLegalInput;
const FIELDS = ['legalName', 'eik', 'vatNumber', 'address', 'mol'] as const;

function toValues(legal: ClubLegalDetails | null): LegalValues {
  return {
    legalName: legal?.legalName ?? '',
    eik: legal?.eik ?? '',
    vatRegistered: legal?.vatRegistered ?? false,
    vatNumber: legal?.vatNumber ?? '',
    address: legal?.address ?? '',
    mol: legal?.mol ?? '',
  };
}

/** The form, filled with what is stored; its own save, apart from the settings form above it. */
function LegalDetailsForm({ legal }: { legal: ClubLegalDetails | null }) {
  const { t } = useTranslation();
  const message = useInvoiceValidationText();
  const save = useSaveClubLegal();
  const form = useForm<LegalValues, unknown, z.output<typeof clubLegalDetailsInputSchema>>({
    resolver: zodResolver(clubLegalDetailsInputSchema),
    defaultValues: toValues(legal),
  });
  const { errors, isSubmitting } = form.formState;
  const vatRegistered = form.watch('vatRegistered');
  useEffect(() => {
    form.reset(toValues(legal));
  }, [legal, form]);

  async function submit(input: ClubLegalInput) {
    try {
      await save.mutateAsync(input);
      showSuccessToast(t('invoices.legal.saved'));
    } catch (error) {
      if (isApiError(error)) {
        for (const issue of error.details) {
          const field = FIELDS.find((name) => name === issue.path.split('.').pop());
          if (field) form.setError(field as FieldPath<LegalValues>, { message: issue.message });
        }
      }
      showDestructiveToast(t('invoices.legal.saveFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      {legal ? null : (
        <p className="flex items-start gap-2 rounded-2xl bg-lagoon-50 px-4 py-3 text-sm text-ocean-950">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('invoices.legal.missing')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label={t('invoices.legal.legalName')} error={message(errors.legalName?.message)}>
            <Input autoComplete="organization" {...form.register('legalName')} />
          </FormField>
        </div>
        <FormField label={t('invoices.legal.eik')} error={message(errors.eik?.message)}>
          <Input inputMode="numeric" autoComplete="off" spellCheck={false} {...form.register('eik')} />
        </FormField>
        <FormField
          label={t('invoices.legal.mol')}
          hint={t('invoices.legal.molHint')}
          error={message(errors.mol?.message)}
        >
          <Input autoComplete="off" {...form.register('mol')} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('invoices.legal.address')} error={message(errors.address?.message)}>
            <Input {...form.register('address')} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <CheckboxField label={t('invoices.legal.vatRegistered')} {...form.register('vatRegistered')} />
        </div>
        {vatRegistered ? (
          <FormField
            label={t('invoices.legal.vatNumber')}
            hint={t('invoices.legal.vatNumberHint')}
            error={message(errors.vatNumber?.message)}
          >
            <Input autoComplete="off" spellCheck={false} {...form.register('vatNumber')} />
          </FormField>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {t('invoices.legal.save')}
        </Button>
      </div>
    </form>
  );
}

/** The club's legal details every invoice carries (legal name, EIK, VAT, registered address, МОЛ). */
export function LegalDetailsSection() {
  const { t } = useTranslation();
  const legal = useClubLegal();
  let body: ReactNode;
  if (legal.isPending) {
    body = (
      <LoadingRegion>
        <Skeleton className="h-48 rounded-2xl" />
      </LoadingRegion>
    );
  } else if (legal.isError) {
    body = <ErrorState error={legal.error} onRetry={() => void legal.refetch()} />;
  } else {
    body = <LegalDetailsForm legal={legal.data.legal} />;
  }
  return (
    <SettingsSection title={t('invoices.legal.title')} hint={t('invoices.legal.hint')} labelled>
      {body}
    </SettingsSection>
  );
}
