import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpInput, signUpSchema } from '@swim/shared/api/auth';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';
import { describeAuthError } from '../lib/auth-error';

type FormValues = z.input<typeof signUpSchema>;

type SignUpFormProps = {
  /** Details known already (a trial booking's name and email), filled in. */
  defaults?: { name: string; email: string };
  /** Where the mailed confirmation link lands, signed in (the site root unless a page asked for another). */
  callbackURL?: string;
};

/** Creates a parent account; the mailed link confirms the address, signs the user in and returns to `callbackURL`. */
export function SignUpForm({ defaults, callbackURL = '/' }: SignUpFormProps = {}) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<FormValues, unknown, SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', password: '' },
  });
  const { errors } = form.formState;

  async function submit(values: SignUpInput) {
    try {
      await signUp.mutateAsync({ ...values, callbackURL });
    } catch (error) {
      applyFieldIssues(error, ['name', 'email', 'password'], form.setError);
      showDestructiveToast(t('auth.signUp.failedTitle'), describeAuthError(error, t));
      return;
    }
    showSuccessToast(t('auth.signUp.successTitle'), t('auth.signUp.successDescription'));
    toast.info(t('auth.signUp.checkEmailTitle'), {
      description: t('auth.signUp.checkEmailDescription', { email: values.email }),
      duration: 20_000,
    });
    navigate('/');
  }

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <FormField label={t('auth.fields.name')} error={validationText(errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('auth.fields.email')} error={validationText(errors.email?.message)}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint')}
        error={validationText(errors.password?.message)}
      >
        <PasswordInput
          autoComplete="new-password"
          showLabel={t('auth.fields.showPassword')}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <UserPlus aria-hidden="true" />}
        {busy ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
      <p className="text-sm text-ink-muted">{t('auth.signUp.confirmNote')}</p>
    </form>
  );
}
