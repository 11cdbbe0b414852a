import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@swim/shared/api/profile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

// The server's rule, plus a second entry of the new password to catch typos.
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
type FormValues = z.input<typeof formSchema>;

/** The current password, the new one twice, and whether to sign out everywhere else. */
export function PasswordForm() {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const change = useChangePassword();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: true },
  });
  const { errors } = form.formState;

  async function submit({ confirmPassword: _, ...values }: FormValues) {
    try {
      await change.mutateAsync(values);
      showSuccessToast(t('profile.password.changed'), t('profile.password.changedDescription'));
      form.reset();
    } catch (caught) {
      if (applyFieldIssues(caught, ['currentPassword', 'newPassword'], form.setError)) return;
      showDestructiveToast(t('profile.password.failed'), t('profile.tryAgain'));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <FormField label={t('profile.password.current')} error={validationText(errors.currentPassword?.message)}>
        <PasswordInput
          showLabel={t('auth.fields.showPassword')}
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('profile.password.new')}
          hint={t('auth.fields.passwordHint')}
          error={validationText(errors.newPassword?.message)}
        >
          <PasswordInput
            showLabel={t('auth.fields.showPassword')}
            autoComplete="new-password"
            {...form.register('newPassword')}
          />
        </FormField>
        <FormField label={t('profile.password.confirm')} error={validationText(errors.confirmPassword?.message)}>
          <PasswordInput
            showLabel={t('auth.fields.showPassword')}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
      </div>
      <CheckboxField label={t('profile.password.signOutOthers')} {...form.register('revokeOtherSessions')} />
      <div>
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
