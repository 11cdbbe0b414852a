// The grace days in the settings form (issue 25): how long after a month's first day its payment is still on time.
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { SettingsFormValues } from '../lib/settings-form';
import { useClubAdminValidation } from '../lib/use-club-admin-validation';

/** The grace days before a month's unpaid balance is overdue (issue 25). */
export function GraceDaysField({
  register,
  error,
}: {
  register: UseFormRegister<SettingsFormValues>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const message = useClubAdminValidation();
  return (
    <div className="sm:max-w-xs">
      <FormField label={t('clubAdmin.grace.days')} hint={t('clubAdmin.grace.help')} error={message(error)}>
        <Input inputMode="numeric" autoComplete="off" {...register('paymentGraceDays')} />
      </FormField>
    </div>
  );
}
