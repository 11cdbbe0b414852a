import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@swim/shared/api/auth';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useValidationText } from '../../../hooks/use-validation-text';
import { isApiError } from '../../../lib/api-client';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { describeAuthError } from '../lib/auth-error';

// The server's rule for the new password, plus a second entry to catch typos.
const formSchema = resetPasswordSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
type FormValues = z.input<typeof formSchema>;

type ResetPasswordFormProps = { token: string; onDone: () => void; onExpired: () => void };

/** Sets a new password with the mailed token, then hands over to the sign-in form. */
export function ResetPasswordForm({ token, onDone, onExpired }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const reset = useResetPassword();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  async function submit(values: FormValues) {
    try {
      await reset.mutateAsync({ newPassword: values.newPassword, token });
    } catch (error) {
      applyFieldIssues(error, ['newPassword'], form.setError);
      showDestructiveToast(t('auth.reset.failedTitle'), describeAuthError(error, t));
      if (isApiError(error) && error.code === 'INVALID_TOKEN') onExpired();
      return;
    }
    showSuccessToast(t('auth.reset.doneTitle'), t('auth.reset.doneDescription'));
    onDone();
  }

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('auth.reset.lead')}</p>
      <FormField
        label={t('auth.reset.newPassword')}
        hint={t('auth.fields.passwordHint')}
        error={validationText(errors.newPassword?.message)}
      >
        <PasswordInput
          autoComplete="new-password"
          showLabel={t('auth.fields.showPassword')}
          {...form.register('newPassword')}
        />
      </FormField>
      <FormField label={t('auth.reset.confirmPassword')} error={validationText(errors.confirmPassword?.message)}>
        <PasswordInput
          autoComplete="new-password"
          showLabel={t('auth.fields.showPassword')}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
        {busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
