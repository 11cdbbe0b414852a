// The admin's two hand actions on make-up credits: "Grant a credit" (a reason, and a last day that defaults to the
// club's validity from today) and "Revoke" (a reason). The reason is required; the server's refusal shows in the dialog.
import { CREDIT_REASON_MAX } from '@swim/shared/api/makeup-admin';
import { addDays } from '@swim/shared/dates';
import { Ban, Plus } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useClubToday } from '../../../hooks/use-club-today';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useGrantCredit, useRevokeCredit } from '../api/child-credits';

type ReasonDialogProps = {
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  /** Fields shown under the reason (the grant's last day). */
  extra?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (reason: string) => void;
};

/** A dialog asking for a reason (required, at most CREDIT_REASON_MAX characters) before an action on a credit. */
function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const trimmed = reason.trim();
  const reasonError = !submitted
    ? undefined
    : trimmed === ''
      ? t('makeupAdmin.reasonRequired')
      : trimmed.length > CREDIT_REASON_MAX
        ? t('validation.tooLong')
        : undefined;

  function changeOpen(next: boolean) {
    if (next) {
      setReason('');
      setSubmitted(false);
    }
    props.onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (trimmed === '' || trimmed.length > CREDIT_REASON_MAX) return;
    props.onSubmit(trimmed);
  }

  return (
    <Dialog open={props.open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </div>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <FormField label={t('makeupAdmin.reason')} hint={t('makeupAdmin.reasonHint')} error={reasonError}>
            <Textarea className="min-h-24" value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          {props.extra}
          {props.error ? (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
              {errorText(props.error)}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t('makeupAdmin.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" aria-busy={props.busy} disabled={props.busy}>
              {props.submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type GrantProps = { childId: string; childName: string; creditExpiryDays: number; onDone: () => void };

/** "Grant a credit": a reason, and the last day (today + the club's validity unless changed). */
export function GrantCreditDialog({ childId, childName, creditExpiryDays, onDone }: GrantProps) {
  const { t } = useTranslation();
  const today = useClubToday();
  const grant = useGrantCredit(childId);
  const [open, setOpen] = useState(false);
  const [expiresOn, setExpiresOn] = useState('');

  function changeOpen(next: boolean) {
    setOpen(next);
    grant.reset();
    if (next) setExpiresOn(addDays(today, creditExpiryDays));
  }

  async function submit(reason: string) {
    try {
      await grant.mutateAsync({ reason, expiresOn });
      setOpen(false);
      onDone();
    } catch {
      // Shown in the dialog (grant.error).
    }
  }

  return (
    <ReasonDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button size="sm">
          <Plus aria-hidden="true" />
          {t('makeupAdmin.grant.action')}
        </Button>
      }
      title={t('makeupAdmin.grant.title')}
      description={t('makeupAdmin.grant.description', { name: childName })}
      submitLabel={t('makeupAdmin.grant.submit')}
      busy={grant.isPending}
      error={grant.error}
      onSubmit={(reason) => void submit(reason)}
      extra={
        <FormField
          label={t('makeupAdmin.grant.expiresOn')}
          hint={t('makeupAdmin.grant.expiresOnHint', { count: creditExpiryDays })}
        >
          <DateField value={expiresOn} onChange={setExpiresOn} min={today} className="sm:w-44" />
        </FormField>
      }
    />
  );
}

type RevokeProps = { childId: string; creditId: string; expiresOn: string; onDone: () => void };

/** "Revoke": a reason; the credit can no longer be booked. */
export function RevokeCreditDialog({ childId, creditId, expiresOn, onDone }: RevokeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const revoke = useRevokeCredit(childId);
  const [open, setOpen] = useState(false);
  const date = formatDate(expiresOn, language);

  function changeOpen(next: boolean) {
    setOpen(next);
    revoke.reset();
  }

  async function submit(reason: string) {
    try {
      await revoke.mutateAsync({ creditId, reason });
      setOpen(false);
      onDone();
    } catch {
      // Shown in the dialog (revoke.error).
    }
  }

  return (
    <ReasonDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button size="sm" variant="outline" aria-label={t('makeupAdmin.revoke.actionFor', { date })}>
          <Ban aria-hidden="true" />
          {t('makeupAdmin.revoke.action')}
        </Button>
      }
      title={t('makeupAdmin.revoke.title')}
      description={t('makeupAdmin.revoke.description', { date })}
      submitLabel={t('makeupAdmin.revoke.submit')}
      busy={revoke.isPending}
      error={revoke.error}
      onSubmit={(reason) => void submit(reason)}
    />
  );
}
