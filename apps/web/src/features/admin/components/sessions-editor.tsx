import { DAYS_OF_WEEK } from '@swim/shared/enums';
import { Plus, X } from 'lucide-react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { TimeField } from '../../../components/ui/time-field';
import { useValidationText } from '../../../hooks/use-validation-text';
import { DAY_KEYS } from '../../../lib/days';
import type { ClassFormOutput, ClassFormValues } from './class-form-schema';

type SessionsEditorProps = {
  control: Control<ClassFormValues, unknown, ClassFormOutput>;
  register: UseFormRegister<ClassFormValues>;
  errors: FieldErrors<ClassFormValues>['sessions'];
};

/** The weekly sessions: one row per day and time; rows are added and removed, the rule is checked on save. */
export function SessionsEditor({ control, register, errors }: SessionsEditorProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { fields, append, remove } = useFieldArray({ control, name: 'sessions' });
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-sand-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{t('admin.classes.sessions')}</legend>
      <p className="text-sm text-ink-muted">{t('admin.classes.sessionsHint')}</p>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
            <FormField
              label={t('admin.classes.sessionDay', { number: index + 1 })}
              error={validationText(errors?.[index]?.dayOfWeek?.message)}
            >
              <NativeSelect {...register(`sessions.${index}.dayOfWeek`)}>
                <option value="">{t('admin.classes.chooseDay')}</option>
                {DAYS_OF_WEEK.map((day) => (
                  <option key={day} value={String(day)}>
                    {t(`days.${DAY_KEYS[day] ?? 'monday'}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <Controller
              control={control}
              name={`sessions.${index}.startTime`}
              render={({ field }) => (
                <FormField
                  label={t('admin.classes.sessionTime', { number: index + 1 })}
                  error={validationText(errors?.[index]?.startTime?.message)}
                >
                  <TimeField {...field} value={field.value ?? ''} />
                </FormField>
              )}
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              onClick={() => remove(index)}
              aria-label={t('admin.classes.removeSession', { number: index + 1 })}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {validationText(listError)}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append({ dayOfWeek: '', startTime: '' })}
      >
        <Plus aria-hidden="true" />
        {t('admin.classes.addSession')}
      </Button>
    </fieldset>
  );
}
