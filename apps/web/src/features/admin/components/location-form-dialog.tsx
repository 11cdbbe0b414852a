import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminLocation, type LocationInput, locationInputSchema } from '@swim/shared/api/admin-club';
import { LOCATION_TYPES } from '@swim/shared/enums';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useValidationText } from '../../../hooks/use-validation-text';
import { getErrorMessageKey } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useSaveLocation } from '../api/save-location';
import { LocalizedFields } from '../../../components/localized-fields';

type FormValues = z.input<typeof locationInputSchema>;
const FIELDS = ['type'] as const;

const text = (value?: { bg: string; en?: string; ru?: string } | null) => ({
  bg: value?.bg ?? '',
  en: value?.en ?? '',
  ru: value?.ru ?? '',
});

function toFormValues(location?: AdminLocation): FormValues {
  return {
    name: text(location?.name),
    type: location?.type ?? 'pool',
    address: text(location?.address),
    description: text(location?.description),
    active: location?.active ?? true,
  };
}

type LocationFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; location?: AdminLocation };

/** Create a location, or edit one: name and address in three languages, type, description, active. */
export function LocationFormDialog({ open, onOpenChange, location }: LocationFormDialogProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const save = useSaveLocation();
  const form = useForm<FormValues, unknown, LocationInput>({
    resolver: zodResolver(locationInputSchema),
    defaultValues: toFormValues(location),
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset(toFormValues(location));
  }, [open, location, form]);

  async function submit(input: LocationInput) {
    try {
      await save.mutateAsync({ id: location?.id, input });
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      showDestructiveToast(
        t(location ? 'admin.locations.updateFailed' : 'admin.locations.createFailed'),
        t(getErrorMessageKey(error)),
      );
      return;
    }
    showSuccessToast(t(location ? 'admin.locations.updated' : 'admin.locations.created', { name: input.name.bg }));
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(location ? 'admin.locations.editTitle' : 'admin.locations.newTitle')}
      description={t('admin.locations.formHint')}
      onSubmit={form.handleSubmit(submit)}
      submitLabel={t(location ? 'admin.common.save' : 'admin.locations.create')}
      cancelLabel={t('admin.common.cancel')}
      busy={isSubmitting}
    >
      <LocalizedFields
        label={t('admin.locations.name')}
        register={(language) => form.register(`name.${language}`)}
        errors={errors.name}
      />
      <FormField label={t('admin.locations.type')} error={validationText(errors.type?.message)}>
        <NativeSelect {...form.register('type')}>
          {LOCATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`locations.types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <LocalizedFields
        label={t('admin.locations.address')}
        register={(language) => form.register(`address.${language}`)}
        errors={errors.address}
      />
      <LocalizedFields
        label={t('admin.locations.description')}
        register={(language) => form.register(`description.${language}`)}
        errors={errors.description ?? undefined}
        optional
        multiline
      />
      <CheckboxField label={t('admin.locations.activeLabel')} {...form.register('active')} />
    </FormDialog>
  );
}
