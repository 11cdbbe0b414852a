// "Move": one dated session to another day of the same week and another time, with an optional note for the families,
// who are told by mail. Checked here as the server checks it; the server's refusal is shown in the dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ClassDatedSession } from '@swim/shared/api/closures';
import { CalendarClock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { LocalizedFields } from '../../../components/localized-fields';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { TimeField } from '../../../components/ui/time-field';
import { useLanguage } from '../../../hooks/use-language';
import { useMoveSession } from '../api/move-session';
import { formatSessionDay, sessionKey, weekOf } from '../lib/session-text';
import { useClosureErrorText, useClosureValidation } from '../lib/use-closure-validation';
import { ActionError } from './action-error';
import { EMPTY_NOTE, type MoveFormOutput, type MoveFormValues, moveFormSchema } from './session-change-schema';

type MoveSessionDialogProps = {
  classId: string;
  session: ClassDatedSession;
  time: string;
  onDone: (message: string) => void;
};

export function MoveSessionDialog({ classId, session, time, onDone }: MoveSessionDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const messageText = useClosureValidation();
  const errorText = useClosureErrorText();
  const move = useMoveSession(classId);
  const [open, setOpen] = useState(false);
  const start: MoveFormValues = { toDate: session.onDate, toTime: session.atTime, note: EMPTY_NOTE };
  const schema = useMemo(() => moveFormSchema(session), [session]);
  const form = useForm<MoveFormValues, unknown, MoveFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: start,
  });
  const { errors } = form.formState;
  const week = weekOf(session.date);
  const day = formatSessionDay(session.onDate, language);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) return;
    form.reset(start);
    move.reset();
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await move.mutateAsync({ ...sessionKey(session), ...values });
    } catch {
      return; // shown in the dialog
    }
    changeOpen(false);
    onDone(t('closures.coach.moved', { day: formatSessionDay(values.toDate, language), time: values.toTime }));
  });

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('closures.coach.moveNamed', { day, time })}>
          <CalendarClock aria-hidden="true" />
          {t('closures.coach.move')}
        </Button>
      }
      focusDialog
      title={t('closures.coach.moveTitle', { day, time })}
      description={t('closures.coach.moveHint')}
      submitLabel={t('closures.coach.moveConfirm')}
      cancelLabel={t('closures.coach.keep')}
      busy={move.isPending}
      onSubmit={() => void submit()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="toDate"
          render={({ field }) => (
            <FormField label={t('closures.coach.toDate')} error={messageText(errors.toDate?.message)}>
              <DateField {...field} min={week.monday} max={week.sunday} />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="toTime"
          render={({ field }) => (
            <FormField label={t('closures.coach.toTime')} error={messageText(errors.toTime?.message)}>
              <TimeField {...field} />
            </FormField>
          )}
        />
      </div>
      <LocalizedFields
        label={t('closures.coach.note')}
        register={(lang) => form.register(`note.${lang}`)}
        errors={errors.note ?? undefined}
        optional
        messageText={messageText}
      />
      {move.isError ? <ActionError text={errorText(move.error)} /> : null}
    </ActionDialog>
  );
}
