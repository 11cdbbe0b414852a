import type { ClubSettingsInput } from '@swim/shared/api/club-settings';
import { DISCOUNT_LINES, type DiscountLine } from '@swim/shared/period-price';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { DISCOUNT_CHOICES, type SettingsFormValues } from '../lib/settings-form';
import { useClubAdminValidation } from '../lib/use-club-admin-validation';

type PricingEditorProps = {
  control: Control<SettingsFormValues, unknown, ClubSettingsInput>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['pricing'];
};

type DiscountFieldsProps = Omit<PricingEditorProps, 'errors'> & {
  line: DiscountLine;
  error: string | undefined;
};

/** One discount: none, a whole percent or an amount a month (typed in major units). */
function DiscountFields({ line, control, register, error }: DiscountFieldsProps) {
  const { t } = useTranslation();
  const kind = useWatch({ control, name: `pricing.discounts.${line}.kind` });
  const hintId = `discount-${line}-hint`;
  return (
    <fieldset aria-describedby={hintId} className="p-4">
      <legend className="font-semibold text-ink">{t(`clubAdmin.settings.discounts.${line}`)}</legend>
      <p id={hintId} className="mb-3 text-sm text-ink-muted">
        {t(`clubAdmin.settings.discountHints.${line}`)}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <FormField label={t('clubAdmin.settings.discountKind')}>
          <NativeSelect {...register(`pricing.discounts.${line}.kind`)}>
            {DISCOUNT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`clubAdmin.settings.discountKinds.${choice}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {kind === 'percent' ? (
          <FormField label={t('clubAdmin.settings.discountPercent')} error={error}>
            <Input inputMode="numeric" autoComplete="off" {...register(`pricing.discounts.${line}.value`)} />
          </FormField>
        ) : null}
        {kind === 'amount' ? (
          <FormField
            label={t('clubAdmin.settings.discountAmount')}
            hint={t('clubAdmin.settings.discountAmountHint')}
            error={error}
          >
            <Input inputMode="decimal" autoComplete="off" {...register(`pricing.discounts.${line}.value`)} />
          </FormField>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The fair first month and the family and multi-class discounts (ADR 0033). */
export function PricingEditor({ control, register, errors }: PricingEditorProps) {
  const { t } = useTranslation();
  const message = useClubAdminValidation();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <CheckboxField
          label={t('clubAdmin.settings.firstPeriodProRata')}
          aria-describedby="first-period-pro-rata-hint"
          {...register('pricing.firstPeriodProRata')}
        />
        <p id="first-period-pro-rata-hint" className="pl-8 text-sm text-ink-muted">
          {t('clubAdmin.settings.firstPeriodProRataHint')}
        </p>
      </div>
      <div className="flex flex-col divide-y divide-sand-200 rounded-2xl border border-sand-200">
        {DISCOUNT_LINES.map((line) => (
          <DiscountFields
            key={line}
            line={line}
            control={control}
            register={register}
            error={message(errors?.discounts?.[line]?.value?.message)}
          />
        ))}
      </div>
    </div>
  );
}
