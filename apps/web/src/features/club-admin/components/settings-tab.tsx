import { zodResolver } from '@hookform/resolvers/zod';
import { pickText } from '@swim/shared/localized-text';
import type { AdminClubSettings, ClubSettingsInput } from '@swim/shared/api/club-settings';
import { LoaderCircle, Save } from 'lucide-react';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { LocalizedFields } from '../../../components/localized-fields';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAdminSettings } from '../api/get-admin-settings';
import { useSaveSettings } from '../api/save-settings';
import { type SettingsFormValues, settingsFormSchema, toFormValues } from '../lib/settings-form';
import { useClubAdminValidation } from '../lib/use-club-admin-validation';
import { CurrencySection } from './currency-section';
import { DualDisplayField } from './dual-display-field';
import { GraceDaysField } from './grace-days-field';
import { LegalDetailsSection } from './legal-details-section';
import { OfficeHoursEditor } from './office-hours-editor';
import { PricingEditor } from './pricing-editor';
import { RetentionEditor } from './retention-editor';
import { SessionRulesEditor } from './session-rules-editor';
import { SettingsSection } from './settings-section';

/** The form itself, filled with the stored settings. */
function SettingsForm({ settings }: { settings: AdminClubSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useClubAdminValidation();
  const save = useSaveSettings();
  const form = useForm<SettingsFormValues, unknown, ClubSettingsInput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings, language),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    form.reset(toFormValues(settings, language));
  }, [settings, language, form]);

  function lastSaved({ updatedAt, updatedBy }: AdminClubSettings) {
    if (!updatedAt) return t('clubAdmin.settings.neverSaved');
    const when = formatDate(updatedAt, language, 'd MMMM yyyy, HH:mm');
    return updatedBy
      ? t('clubAdmin.settings.lastSaved', { when, who: pickText(updatedBy, language) })
      : t('clubAdmin.settings.lastSavedAt', { when });
  }

  async function submit(input: ClubSettingsInput) {
    try {
      await save.mutateAsync(input);
      showSuccessToast(t('clubAdmin.settings.saved'));
    } catch (error) {
      if (isApiError(error)) {
        for (const issue of error.details) {
          form.setError(issue.path as FieldPath<SettingsFormValues>, { message: issue.message });
        }
      }
      showDestructiveToast(t('clubAdmin.settings.saveFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <SettingsSection title={t('clubAdmin.settings.contactTitle')} hint={t('clubAdmin.settings.contactHint')}>
        <LocalizedFields
          label={t('clubAdmin.settings.name')}
          register={(lang) => form.register(`name.${lang}`)}
          errors={errors.name}
        />
        <LocalizedFields
          label={t('clubAdmin.settings.address')}
          register={(lang) => form.register(`address.${lang}`)}
          errors={errors.address}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('clubAdmin.settings.phone')} error={message(errors.phone?.message)}>
            <Input type="tel" autoComplete="off" {...form.register('phone')} />
          </FormField>
          <FormField label={t('clubAdmin.settings.email')} error={message(errors.email?.message)}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
        </div>
      </SettingsSection>
      <SettingsSection title={t('clubAdmin.settings.hoursTitle')} hint={t('clubAdmin.settings.hoursHint')}>
        <OfficeHoursEditor
          control={form.control}
          register={form.register}
          watch={form.watch}
          errors={errors.officeHours}
        />
      </SettingsSection>
      <SettingsSection title={t('clubAdmin.settings.bankTitle')} hint={t('clubAdmin.settings.bankHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('clubAdmin.settings.holder')} error={message(errors.bank?.holder?.message)}>
            <Input {...form.register('bank.holder')} />
          </FormField>
          <FormField label={t('clubAdmin.settings.bankName')} error={message(errors.bank?.bank?.message)}>
            <Input {...form.register('bank.bank')} />
          </FormField>
          <FormField label={t('clubAdmin.settings.iban')} error={message(errors.bank?.iban?.message)}>
            <Input className="font-mono" autoComplete="off" spellCheck={false} {...form.register('bank.iban')} />
          </FormField>
          <FormField label={t('clubAdmin.settings.bic')} error={message(errors.bank?.bic?.message)}>
            <Input className="font-mono" autoComplete="off" spellCheck={false} {...form.register('bank.bic')} />
          </FormField>
        </div>
      </SettingsSection>
      <SettingsSection title={t('clubAdmin.settings.pricingTitle')} hint={t('clubAdmin.settings.pricingHint')}>
        <PricingEditor control={form.control} register={form.register} errors={errors.pricing} />
      </SettingsSection>
      <SettingsSection title={t('clubAdmin.grace.title')} hint={t('clubAdmin.grace.hint')}>
        <GraceDaysField register={form.register} error={errors.paymentGraceDays?.message} />
      </SettingsSection>
      <SettingsSection title={t('clubMoney.dualDisplay.label')}>
        <DualDisplayField register={form.register} />
      </SettingsSection>
      <SettingsSection title={t('clubAdmin.sessionRules.title')} hint={t('clubAdmin.sessionRules.hint')}>
        <SessionRulesEditor register={form.register} errors={errors.sessionRules} />
      </SettingsSection>
      <SettingsSection title={t('clubAdmin.retention.title')} hint={t('clubAdmin.retention.hint')}>
        <RetentionEditor register={form.register} errors={errors.retention} />
      </SettingsSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{lastSaved(settings)}</p>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {t('clubAdmin.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The club's name, contact details, office hours and bank details, as the public site shows them, the pricing rules
 * every parent's price follows, the grace days before a payment is overdue, and the absence and make-up rules.
 */
export function SettingsTab() {
  const settings = useAdminSettings();
  if (settings.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-4">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-48 rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  }
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <SettingsForm settings={settings.data} />
      <LegalDetailsSection />
      <CurrencySection />
    </div>
  );
}
