// Create a closure or change one: from and to, the whole club or one location, the reason, an optional note for the
// families in three languages. The server's refusal is shown in the form, beside the fields it concerns.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminClosure } from '@swim/shared/api/closures';
import { CLOSURE_REASONS } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { LocalizedFields } from '../../../components/localized-fields';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLanguage } from '../../../hooks/use-language';
import { useLocations } from '../../../hooks/use-locations';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showSuccessToast } from '../../../lib/toast';
import { useSaveClosure } from '../api/save-closure';
import { formatDateRange } from '../lib/format-closure';
import { useClosureErrorText, useClosureValidation } from '../lib/use-closure-validation';
import { ActionError } from './action-error';
import {
  type ClosureFormOutput,
  type ClosureFormValues,
  closureFormSchema,
  toClosureFormValues,
} from './closure-form-schema';

const FIELDS = ['startsOn', 'endsOn', 'locationId', 'reason'] as const;

type ClosureFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; closure?: AdminClosure };

/** The locations to choose from: the club's active ones, plus the edited closure's own when it is no longer listed. */
function useLocationOptions(closure?: AdminClosure) {
  const language = useLanguage();
  const locations = useLocations();
  const options = (locations.data ?? []).map((location) => ({ id: location.id, name: location.name }));
  const own = closure?.location;
  if (own && !options.some((option) => option.id === own.id)) options.push(own);
  return options.map((option) => ({ id: option.id, label: pickText(option.name, language) }));
}

export function ClosureFormDialog({ open, onOpenChange, closure }: ClosureFormDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const messageText = useClosureValidation();
  const errorText = useClosureErrorText();
  const save = useSaveClosure();
  const locations = useLocationOptions(closure);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ClosureFormValues, unknown, ClosureFormOutput>({
    resolver: zodResolver(closureFormSchema),
    defaultValues: toClosureFormValues(closure),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!open) return;
    form.reset(toClosureFormValues(closure));
    setFailure(null);
  }, [open, closure, form]);

  async function submit(input: ClosureFormOutput) {
    setFailure(null);
    try {
      await save.mutateAsync({ id: closure?.id, input });
    } catch (error) {
      // A refusal about a field is shown at the field; any other above the buttons.
      if (!applyFieldIssues(error, FIELDS, form.setError)) setFailure(error);
      return;
    }
    const dates = formatDateRange(input.startsOn, input.endsOn, language);
    showSuccessToast(t(closure ? 'closures.admin.updated' : 'closures.admin.created', { dates }));
    onOpenChange(false);
  }

  const error = (field: (typeof FIELDS)[number]) => messageText(errors[field]?.message);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(closure ? 'closures.admin.editTitle' : 'closures.admin.newTitle')}
      description={t('closures.admin.formHint')}
      onSubmit={form.handleSubmit(submit)}
      submitLabel={t(closure ? 'closures.admin.save' : 'closures.admin.create')}
      cancelLabel={t('closures.admin.cancel')}
      busy={isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="startsOn"
          render={({ field }) => (
            <FormField label={t('closures.admin.from')} error={error('startsOn')}>
              <DateField {...field} max={form.watch('endsOn') || undefined} />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="endsOn"
          render={({ field }) => (
            <FormField label={t('closures.admin.to')} error={error('endsOn')}>
              <DateField {...field} min={form.watch('startsOn') || undefined} />
            </FormField>
          )}
        />
        <FormField label={t('closures.admin.where')} error={error('locationId')}>
          <NativeSelect {...form.register('locationId')}>
            <option value="">{t('closures.wholeClub')}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('closures.admin.reason')} error={error('reason')}>
          <NativeSelect {...form.register('reason')}>
            <option value="">{t('closures.admin.chooseReason')}</option>
            {CLOSURE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`closures.reasons.${reason}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <LocalizedFields
        label={t('closures.admin.note')}
        register={(lang) => form.register(`note.${lang}`)}
        errors={errors.note}
        optional
        multiline
        messageText={messageText}
      />
      {failure ? <ActionError text={errorText(failure)} /> : null}
    </FormDialog>
  );
}
