import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { Button } from '../../../components/ui/button';

type DeleteItemDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is deleted, for the button's accessible name. */
  name: string;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
};

/** A Delete button that asks first: deleting an article or a gallery item cannot be undone. */
export function DeleteItemDialog({
  open,
  onOpenChange,
  name,
  title,
  description,
  busy,
  onConfirm,
}: DeleteItemDialogProps) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('contentAdmin.deleteNamed', { name })}>
          <Trash2 aria-hidden="true" />
          {t('contentAdmin.delete')}
        </Button>
      }
      title={title}
      description={description}
      submitLabel={t('contentAdmin.delete')}
      submitIcon={<Trash2 aria-hidden="true" />}
      submitVariant="danger"
      busy={busy}
      alert
      onSubmit={onConfirm}
      cancelLabel={t('admin.common.cancel')}
      focusDialog
    />
  );
}
