import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from './confirm-dialog';

type DeleteButtonProps = {
  /** The record's name, for the button's accessible name. */
  name: string;
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
  title: string;
  description: ReactNode;
  busy: boolean;
  onConfirm: () => void;
};

/** A row's Delete button that asks first, in an alert dialog. */
export function DeleteButton({
  name,
  confirming,
  onConfirmingChange,
  title,
  description,
  busy,
  onConfirm,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onConfirmingChange(true)}
        aria-label={t('admin.common.deleteNamed', { name })}
      >
        <Trash2 aria-hidden="true" />
        {t('admin.common.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={onConfirmingChange}
        title={title}
        description={description}
        confirmLabel={t('admin.common.delete')}
        confirmVariant="danger"
        busy={busy}
        onConfirm={onConfirm}
      />
    </>
  );
}
