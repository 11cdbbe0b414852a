import type { ClubSettingsInput } from '@swim/shared/api/club-settings';
import { type Control, Controller, type FieldErrors, type UseFormRegister, type UseFormWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { TimeField } from '../../../components/ui/time-field';
import { DAY_KEYS } from '../../../lib/days';
import type { SettingsFormValues } from '../lib/settings-form';
import { useClubAdminValidation } from '../lib/use-club-admin-validation';

type OfficeHoursEditorProps = {
  control: Control<SettingsFormValues, unknown, ClubSettingsInput>;
  register: UseFormRegister<SettingsFormValues>;
  watch: UseFormWatch<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['officeHours'];
};

/** Monday to Sunday: opening and closing time, or closed. */
export function OfficeHoursEditor({ control, register, watch, errors }: OfficeHoursEditorProps) {
  const { t } = useTranslation();
  const message = useClubAdminValidation();
  return (
    <div className="flex flex-col divide-y divide-sand-200 rounded-2xl border border-sand-200">
      {DAY_KEYS.map((day, index) => {
        const closed = watch(`officeHours.${index}.closed`);
        const dayErrors = errors?.[index];
        return (
          <fieldset key={day} className="p-4">
            <legend className="sr-only">{t(`days.${day}`)}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-[8rem_auto_1fr_1fr] sm:items-start">
              <p aria-hidden="true" className="font-semibold text-ink sm:pt-2">
                {t(`days.${day}`)}
              </p>
              <label className="flex items-center gap-2.5 justify-self-end text-sm font-medium text-ink sm:justify-self-start sm:pt-2.5">
                <input
                  type="checkbox"
                  className="size-5 accent-ocean-800"
                  {...register(`officeHours.${index}.closed`)}
                />
                {t('clubAdmin.settings.closed')}
              </label>
              {(['open', 'close'] as const).map((edge) => (
                <Controller
                  key={edge}
                  control={control}
                  name={`officeHours.${index}.${edge}`}
                  render={({ field }) => (
                    <FormField
                      label={t(edge === 'open' ? 'clubAdmin.settings.opens' : 'clubAdmin.settings.closes')}
                      error={closed ? undefined : message(dayErrors?.[edge]?.message)}
                    >
                      <TimeField {...field} disabled={closed} />
                    </FormField>
                  )}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
