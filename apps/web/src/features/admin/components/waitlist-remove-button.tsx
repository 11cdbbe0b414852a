import type { AdminWaitlistEntry } from '@swim/shared/api/waitlist';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useErrorText } from '../../../hooks/use-error-text';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useRemoveWaitlistEntry } from '../api/remove-waitlist-entry';

const REASON_MAX = 500;

/** Takes a family off the list after asking, with an optional reason kept in the audit log. */
export function WaitlistRemoveButton({ entry, classTitle }: { entry: AdminWaitlistEntry; classTitle: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const remove = useRemoveWaitlistEntry();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const words = { name: entry.childName, class: classTitle };

  function submit() {
    remove.mutate(
      { entryId: entry.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          showSuccessToast(t('waitlist.admin.removed', words));
        },
        onError: (error) => showDestructiveToast(t('waitlist.admin.removeFailed'), errorText(error)),
      },
    );
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      alert
      trigger={
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden="true" />
          {t('waitlist.admin.remove')}
          <span className="sr-only">: {entry.childName}</span>
        </Button>
      }
      title={t('waitlist.admin.removeTitle', words)}
      description={t(entry.offer ? 'waitlist.admin.removeHeldDescription' : 'waitlist.admin.removeDescription', words)}
      submitLabel={t('waitlist.admin.removeConfirm')}
      submitVariant="danger"
      cancelLabel={t('admin.common.cancel')}
      busy={remove.isPending}
      onSubmit={submit}
    >
      <FormField
        label={t('waitlist.admin.reason')}
        optional={t('admin.common.optional')}
        hint={t('waitlist.admin.reasonHint')}
      >
        <Textarea
          value={reason}
          maxLength={REASON_MAX}
          className="min-h-24"
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </ActionDialog>
  );
}
