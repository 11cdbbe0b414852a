import { zodResolver } from '@hookform/resolvers/zod';
import { type RequestResetInput, requestResetSchema } from '@swim/shared/api/auth';
import { LoaderCircle, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { describeAuthError } from '../lib/auth-error';

type FormValues = z.input<typeof requestResetSchema>;

type ForgotPasswordFormProps = { defaultEmail?: string; onBack: () => void };

/** Asks for a reset link; the mail leads back to /auth with a token. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, RequestResetInput>({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: defaultEmail },
  });

  async function submit(values: RequestResetInput) {
    try {
      await request.mutateAsync({ email: values.email, redirectTo: '/auth' });
    } catch (error) {
      applyFieldIssues(error, ['email'], form.setError);
      showDestructiveToast(t('auth.forgot.failedTitle'), describeAuthError(error, t));
      return;
    }
    showSuccessToast(t('auth.forgot.sentTitle'), t('auth.forgot.sentDescription'));
    setSentTo(values.email);
  }

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <span className="grid size-14 place-items-center rounded-full bg-lagoon-50 text-lagoon-700">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <p className="text-lg font-semibold text-ink">{t('auth.forgot.sentTitle')}</p>
        <p className="text-ink-muted">{t('auth.forgot.sentTo', { email: sentTo })}</p>
        <Button variant="outline" onClick={onBack}>
          {t('auth.forgot.back')}
        </Button>
      </div>
    );
  }

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('auth.forgot.lead')}</p>
      <FormField label={t('auth.fields.email')} error={validationText(form.formState.errors.email?.message)}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {busy ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        {t('auth.forgot.back')}
      </Button>
    </form>
  );
}
