import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEmailInput, changeEmailSchema } from '@swim/shared/api/profile';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast } from '../../../lib/toast';
import { useChangeEmail } from '../api/change-email';

/** A new address, confirmed first from the current mailbox and then from the new one. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '' } });

  async function submit(values: ChangeEmailInput) {
    try {
      await change.mutateAsync(values);
      setSentTo(values.newEmail);
      form.reset();
    } catch (caught) {
      if (applyFieldIssues(caught, ['newEmail'], form.setError)) return;
      showDestructiveToast(t('profile.email.failed'), t('profile.tryAgain'));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <p className="break-words">
        <span className="text-ink-muted">{t('profile.email.current')}</span>{' '}
        <span className="font-semibold text-ink">{currentEmail}</span>
      </p>
      <FormField
        label={t('profile.email.newEmail')}
        hint={t('profile.email.hint')}
        error={validationText(form.formState.errors.newEmail?.message)}
      >
        <Input type="email" autoComplete="email" {...form.register('newEmail')} />
      </FormField>
      {sentTo ? (
        <p role="status" className="flex gap-2 rounded-xl bg-lagoon-50 px-4 py-3 text-ink">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon-700" />
          <span className="break-words">{t('profile.email.sent', { current: currentEmail, next: sentTo })}</span>
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {t('profile.email.submit')}
        </Button>
      </div>
    </form>
  );
}
