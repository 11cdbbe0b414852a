import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminClass } from '@swim/shared/api/admin-club';
import { type Currency, SKILL_LEVELS } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { currencySign } from '@swim/shared/money';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useLanguage } from '../../../hooks/use-language';
import { useValidationText } from '../../../hooks/use-validation-text';
import { getErrorMessageKey } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useAdminLocations } from '../api/get-admin-locations';
import { useUsers } from '../api/get-users';
import { useSaveClass } from '../api/save-class';
import {
  type ClassFormOutput,
  type ClassFormValues,
  classFormSchema,
  toClassFormValues,
  toClassInput,
} from './class-form-schema';
import { LocalizedFields } from '../../../components/localized-fields';
import { ClassPlansSummary } from './class-plans-summary';
import { SessionsEditor } from './sessions-editor';

const FIELDS = [
  'instructorId',
  'locationId',
  'level',
  'minAge',
  'maxAge',
  'durationMinutes',
  'pricePerClass',
  'monthlyPrice',
  'maxCapacity',
] as const;

type ClassFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cls?: AdminClass;
  currency: Currency;
};

/** Create or edit a class: texts in three languages, instructor, location, level, ages, prices, capacity, sessions. */
export function ClassFormDialog({ open, onOpenChange, cls, currency }: ClassFormDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validationText = useValidationText();
  const save = useSaveClass();
  const instructors = useUsers({ role: 'instructor', page: 1, pageSize: 100 });
  const locations = useAdminLocations({ status: 'all', sort: 'name', page: 1, pageSize: 100 });
  const form = useForm<ClassFormValues, unknown, ClassFormOutput>({
    resolver: zodResolver(classFormSchema),
    defaultValues: toClassFormValues(cls, language),
  });
  const { errors, isSubmitting } = form.formState;
  // Opening fills the prices in the language of the moment; a language switch while typing keeps what was typed.
  const languageNow = useRef(language);
  languageNow.current = language;
  useEffect(() => {
    if (open) form.reset(toClassFormValues(cls, languageNow.current));
  }, [open, cls, form]);

  async function submit(values: ClassFormOutput) {
    const input = toClassInput(values);
    try {
      await save.mutateAsync({ id: cls?.id, input });
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      showDestructiveToast(
        t(cls ? 'admin.classes.updateFailed' : 'admin.classes.createFailed'),
        t(getErrorMessageKey(error)),
      );
      return;
    }
    showSuccessToast(t(cls ? 'admin.classes.updated' : 'admin.classes.created', { title: input.title.bg }));
    onOpenChange(false);
  }

  // The class's own currency when editing (it keeps the one it was priced in), the club's for a new one.
  const money = (key: 'pricePerClass' | 'monthlyPrice') =>
    t(`admin.classes.${key}`, { currency: currencySign(cls?.currency ?? currency, language) });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(cls ? 'admin.classes.editTitle' : 'admin.classes.newTitle')}
      description={t('admin.locations.formHint')}
      onSubmit={form.handleSubmit(submit)}
      submitLabel={t(cls ? 'admin.common.save' : 'admin.classes.create')}
      cancelLabel={t('admin.common.cancel')}
      busy={isSubmitting}
    >
      <LocalizedFields
        label={t('admin.classes.classTitle')}
        register={(lang) => form.register(`title.${lang}`)}
        errors={errors.title}
      />
      <LocalizedFields
        label={t('admin.classes.description')}
        register={(lang) => form.register(`description.${lang}`)}
        errors={errors.description ?? undefined}
        optional
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.classes.instructor')} error={validationText(errors.instructorId?.message)}>
          <NativeSelect {...form.register('instructorId')}>
            <option value="">{t('admin.classes.chooseInstructor')}</option>
            {(instructors.data?.items ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {pickText(user.name, language)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('admin.classes.location')} error={validationText(errors.locationId?.message)}>
          <NativeSelect {...form.register('locationId')}>
            <option value="">{t('admin.classes.chooseLocation')}</option>
            {(locations.data?.items ?? []).map((location) => (
              <option key={location.id} value={location.id}>
                {pickText(location.name, language)}
                {location.active ? '' : ` (${t('admin.common.inactive')})`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('admin.classes.level')} error={validationText(errors.level?.message)}>
          <NativeSelect {...form.register('level')}>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={t('admin.classes.lane')}
          optional={t('admin.common.optional')}
          error={validationText(errors.lane?.message)}
        >
          <Input {...form.register('lane')} />
        </FormField>
        <FormField
          label={t('admin.classes.minAge')}
          optional={t('admin.common.optional')}
          hint={t('admin.classes.agesHint')}
          error={validationText(errors.minAge?.message)}
        >
          <Input inputMode="numeric" {...form.register('minAge')} />
        </FormField>
        <FormField
          label={t('admin.classes.maxAge')}
          optional={t('admin.common.optional')}
          error={validationText(errors.maxAge?.message)}
        >
          <Input inputMode="numeric" {...form.register('maxAge')} />
        </FormField>
        <FormField label={t('admin.classes.duration')} error={validationText(errors.durationMinutes?.message)}>
          <Input
            type="number"
            inputMode="numeric"
            min={5}
            max={600}
            {...form.register('durationMinutes', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={t('admin.classes.capacity')} error={validationText(errors.maxCapacity?.message)}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            {...form.register('maxCapacity', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={money('pricePerClass')} error={validationText(errors.pricePerClass?.message)}>
          <Input inputMode="decimal" {...form.register('pricePerClass')} />
        </FormField>
        <FormField
          label={money('monthlyPrice')}
          optional={t('admin.common.optional')}
          hint={t('admin.classes.monthlyPriceHint')}
          error={validationText(errors.monthlyPrice?.message)}
        >
          <Input inputMode="decimal" {...form.register('monthlyPrice')} />
        </FormField>
      </div>
      <SessionsEditor control={form.control} register={form.register} errors={errors.sessions} />
      <ClassPlansSummary
        control={form.control}
        register={form.register}
        locations={locations.data?.items ?? []}
        currency={cls?.currency ?? currency}
      />
      <CheckboxField label={t('admin.classes.activeLabel')} {...form.register('active')} />
    </FormDialog>
  );
}
