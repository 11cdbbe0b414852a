import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInInput, signInSchema } from '@swim/shared/api/auth';
import { LoaderCircle, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session/use-session';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useSignIn } from '../api/sign-in';
import { describeAuthError, offersSignInLink } from '../lib/auth-error';
import { SignInLinkOffer } from './sign-in-link-offer';

type FormValues = z.input<typeof signInSchema>;

type SignInFormProps = { onForgotPassword: (email: string) => void };

/** Email and password; on success the session reloads and the page moves on (see the /auth route). */
export function SignInForm({ onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const session = useSession();
  const signIn = useSignIn();
  const form = useForm<FormValues, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // The account the server said is under attack: the owner may ask for a sign-in link by mail instead.
  const [attackedEmail, setAttackedEmail] = useState<string | null>(null);

  async function submit(values: SignInInput) {
    try {
      await signIn.mutateAsync({ email: values.email, password: values.password });
    } catch (error) {
      setAttackedEmail(offersSignInLink(error) ? values.email : null);
      applyFieldIssues(error, ['email', 'password'], form.setError);
      showDestructiveToast(t('auth.signIn.failedTitle'), describeAuthError(error, t));
      return;
    }
    showSuccessToast(t('auth.signIn.successTitle'), t('auth.signIn.successDescription'));
    await session.reload();
  }

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <FormField label={t('auth.fields.email')} error={validationText(errors.email?.message)}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <FormField label={t('auth.fields.password')} error={validationText(errors.password?.message)}>
          <PasswordInput
            autoComplete="current-password"
            showLabel={t('auth.fields.showPassword')}
            {...form.register('password')}
          />
        </FormField>
        <button
          type="button"
          onClick={() => onForgotPassword(form.getValues('email') ?? '')}
          className="self-end cursor-pointer rounded-md text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline"
        >
          {t('auth.signIn.forgotPassword')}
        </button>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LogIn aria-hidden="true" />}
        {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </Button>
      {attackedEmail ? <SignInLinkOffer email={attackedEmail} /> : null}
    </form>
  );
}
