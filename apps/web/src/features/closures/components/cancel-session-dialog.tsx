// "Cancel session": one dated session called off (the coach is ill), with an optional note for the families, who are
// told by mail. The server's refusal is shown in the dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ClassDatedSession } from '@swim/shared/api/closures';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { LocalizedFields } from '../../../components/localized-fields';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { useCancelSession } from '../api/cancel-session';
import { formatSessionDay, sessionKey } from '../lib/session-text';
import { useClosureErrorText, useClosureValidation } from '../lib/use-closure-validation';
import { ActionError } from './action-error';
import { type CancelFormOutput, type CancelFormValues, cancelFormSchema, EMPTY_NOTE } from './session-change-schema';

const EMPTY: CancelFormValues = { note: EMPTY_NOTE };

type CancelSessionDialogProps = {
  classId: string;
  session: ClassDatedSession;
  time: string;
  onDone: (message: string) => void;
};

export function CancelSessionDialog({ classId, session, time, onDone }: CancelSessionDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const messageText = useClosureValidation();
  const errorText = useClosureErrorText();
  const cancel = useCancelSession(classId);
  const [open, setOpen] = useState(false);
  const form = useForm<CancelFormValues, unknown, CancelFormOutput>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: EMPTY,
  });
  const day = formatSessionDay(session.onDate, language);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) return;
    form.reset(EMPTY);
    cancel.reset();
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync({ ...sessionKey(session), note: values.note });
    } catch {
      return; // shown in the dialog
    }
    changeOpen(false);
    onDone(t('closures.coach.cancelled'));
  });

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('closures.coach.cancelNamed', { day, time })}>
          <CalendarX aria-hidden="true" />
          {t('closures.coach.cancel')}
        </Button>
      }
      alert
      focusDialog
      title={t('closures.coach.cancelTitle', { day, time })}
      description={t('closures.coach.familiesTold')}
      submitLabel={t('closures.coach.cancelConfirm')}
      submitVariant="danger"
      cancelLabel={t('closures.coach.keep')}
      busy={cancel.isPending}
      onSubmit={() => void submit()}
    >
      <LocalizedFields
        label={t('closures.coach.note')}
        register={(lang) => form.register(`note.${lang}`)}
        errors={form.formState.errors.note}
        optional
        messageText={messageText}
      />
      {cancel.isError ? <ActionError text={errorText(cancel.error)} /> : null}
    </ActionDialog>
  );
}
