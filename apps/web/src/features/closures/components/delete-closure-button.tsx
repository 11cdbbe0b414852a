// A closure's Delete button: asks first, saying the sessions take place again and the families will be told.
import type { AdminClosure } from '@swim/shared/api/closures';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { Button } from '../../../components/ui/button';
import { showSuccessToast } from '../../../lib/toast';
import { useDeleteClosure } from '../api/delete-closure';
import { useClosureErrorText } from '../lib/use-closure-validation';
import { ActionError } from './action-error';

export function DeleteClosureButton({ closure, dates }: { closure: AdminClosure; dates: string }) {
  const { t } = useTranslation();
  const errorText = useClosureErrorText();
  const remove = useDeleteClosure();
  const [open, setOpen] = useState(false);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) remove.reset();
  }

  async function confirm() {
    try {
      await remove.mutateAsync(closure.id);
    } catch {
      return; // shown in the dialog
    }
    showSuccessToast(t('closures.admin.deleted', { dates }));
    setOpen(false);
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={t('closures.admin.deleteNamed', { dates })}>
          <Trash2 aria-hidden="true" />
          {t('closures.admin.delete')}
        </Button>
      }
      alert
      focusDialog
      title={t('closures.admin.deleteTitle', { dates })}
      description={t('closures.admin.deleteHint', { count: closure.familyCount })}
      submitLabel={t('closures.admin.delete')}
      submitVariant="danger"
      cancelLabel={t('closures.admin.cancel')}
      busy={remove.isPending}
      onSubmit={() => void confirm()}
    >
      {remove.isError ? <ActionError text={errorText(remove.error)} /> : null}
    </ActionDialog>
  );
}
