import { zodResolver } from '@hookform/resolvers/zod';
import { type InboxMessageDetail, type InboxReplyInput, inboxReplyInputSchema } from '@swim/shared/api/admin-inbox';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useReplyToMessage } from '../api/update-message';
import { useClubAdminValidation } from '../lib/use-club-admin-validation';

/** A reply by mail; the server adds the greeting and the quote in the sender's language. */
export function ReplyForm({ message }: { message: InboxMessageDetail }) {
  const { t } = useTranslation();
  const validation = useClubAdminValidation();
  const reply = useReplyToMessage();
  const form = useForm<InboxReplyInput>({ resolver: zodResolver(inboxReplyInputSchema), defaultValues: { body: '' } });

  async function submit(input: InboxReplyInput) {
    try {
      await reply.mutateAsync({ id: message.id, input });
      showSuccessToast(t('clubAdmin.inbox.replySent', { email: message.email }));
      form.reset({ body: '' });
    } catch (error) {
      showDestructiveToast(t('clubAdmin.inbox.replyFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-3">
      <FormField
        label={t('clubAdmin.inbox.replyLabel')}
        hint={t('clubAdmin.inbox.replyHint', {
          email: message.email,
          language: t(`clubAdmin.languages.${message.locale}`),
        })}
        error={validation(form.formState.errors.body?.message)}
      >
        <Textarea className="min-h-32" lang={message.locale} {...form.register('body')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {t('clubAdmin.inbox.sendReply')}
        </Button>
      </div>
    </form>
  );
}
