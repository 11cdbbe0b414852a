import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessageInput, contactMessageSchema } from '@swim/shared/api/contact';
import { LoaderCircle, Send } from 'lucide-react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { toValidationKey } from '../../../lib/validation-message';
import { useSendContactMessage } from '../api/send-contact-message';

type FormValues = z.input<typeof contactMessageSchema>;
const FIELDS: ReadonlyArray<FieldPath<FormValues>> = ['name', 'email', 'phone', 'subject', 'message'];
const EMPTY: FormValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

function toField(path: string): FieldPath<FormValues> | undefined {
  const last = path.split(/[./]/).filter(Boolean).pop() ?? '';
  return FIELDS.find((field) => field === last);
}

/** The public message form; the schema is the server's own, so both sides agree on the rules. */
export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const send = useSendContactMessage();
  const form = useForm<FormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const errorText = (field: FieldPath<FormValues>) => {
    const message = errors[field]?.message;
    return message === undefined ? undefined : t(`validation.${toValidationKey(message)}`);
  };

  async function submit(values: ContactMessageInput) {
    try {
      // The club answers in the language the sender reads the site in.
      await send.mutateAsync({ ...values, locale: language });
      showSuccessToast(t('contact.form.sentTitle'), t('contact.form.sentDescription'));
      form.reset(EMPTY);
    } catch (error) {
      if (isApiError(error) && error.code === 'RATE_LIMITED') {
        showDestructiveToast(t('contact.form.rateLimitedTitle'), t('contact.form.rateLimitedDescription'));
        return;
      }
      if (isApiError(error)) {
        for (const issue of error.details) {
          const field = toField(issue.path);
          if (field) form.setError(field, { message: issue.message });
        }
      }
      showDestructiveToast(t('contact.form.failed'));
    }
  }

  const sending = send.isPending || form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="relative flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('contact.form.name')} error={errorText('name')}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label={t('contact.form.email')} error={errorText('email')}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('contact.form.phone')} optional={t('contact.form.optional')} error={errorText('phone')}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
        <FormField label={t('contact.form.subject')} optional={t('contact.form.optional')} error={errorText('subject')}>
          <Input {...form.register('subject')} />
        </FormField>
      </div>
      <FormField label={t('contact.form.message')} hint={t('contact.form.messageHint')} error={errorText('message')}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact.form.website')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {sending ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
        <p className="text-sm text-ink-muted">{t('contact.form.privacy')}</p>
      </div>
    </form>
  );
}
