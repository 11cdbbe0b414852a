// "Restore": a cancelled or moved session back as the weekly pattern has it, after a confirmation that says the
// families are told by mail. The server's refusal is shown in the dialog.
import type { ClassDatedSession } from '@swim/shared/api/closures';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { useRestoreSession } from '../api/restore-session';
import { formatSessionDay, sessionKey } from '../lib/session-text';
import { useClosureErrorText } from '../lib/use-closure-validation';
import { ActionError } from './action-error';

type RestoreSessionDialogProps = {
  classId: string;
  session: ClassDatedSession;
  onDone: (message: string) => void;
};

export function RestoreSessionDialog({ classId, session, onDone }: RestoreSessionDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useClosureErrorText();
  const restore = useRestoreSession(classId);
  const [open, setOpen] = useState(false);
  // Named by the weekly pattern's day and time: that is where it goes back to.
  const day = formatSessionDay(session.date, language);
  const time = session.startTime;

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) restore.reset();
  }

  async function confirm() {
    try {
      await restore.mutateAsync(sessionKey(session));
    } catch {
      return; // shown in the dialog
    }
    changeOpen(false);
    onDone(t('closures.coach.restored'));
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('closures.coach.restoreNamed', { day, time })}>
          <Undo2 aria-hidden="true" />
          {t('closures.coach.restore')}
        </Button>
      }
      alert
      focusDialog
      title={t('closures.coach.restoreTitle', { day, time })}
      description={t('closures.coach.familiesTold')}
      submitLabel={t('closures.coach.restoreConfirm')}
      cancelLabel={t('closures.coach.keep')}
      busy={restore.isPending}
      onSubmit={() => void confirm()}
    >
      {restore.isError ? <ActionError text={errorText(restore.error)} /> : null}
    </ActionDialog>
  );
}
