// How long the club keeps each kind of personal record (issue 29, ADR 0046): five periods in months, each saying in
// plain words what happens at its end. Money records are not here: the law keeps them ten years.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { RETENTION_PERIODS, type SettingsFormValues } from '../lib/settings-form';
import { useClubAdminValidation } from '../lib/use-club-admin-validation';

type RetentionEditorProps = {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['retention'];
};

/** The retention periods' fields, typed as text and checked against the server's own schema. */
export function RetentionEditor({ register, errors }: RetentionEditorProps) {
  const { t } = useTranslation();
  const message = useClubAdminValidation();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        {RETENTION_PERIODS.map((period) => (
          <FormField
            key={period}
            label={t(`clubAdmin.retention.fields.${period}`)}
            hint={t(`clubAdmin.retention.help.${period}`)}
            error={message(errors?.[period]?.message)}
          >
            <Input inputMode="numeric" autoComplete="off" {...register(`retention.${period}`)} />
          </FormField>
        ))}
      </div>
      <p className="text-sm text-ink-muted">{t('clubAdmin.retention.accounting')}</p>
    </div>
  );
}
