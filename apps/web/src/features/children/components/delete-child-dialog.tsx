import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useDeleteChild } from '../api/delete-child';
import { ActionDialog } from './action-dialog';

/** Deleting is permanent, so the parent types the child's full name exactly to confirm. */
export function DeleteChildDialog({ childId, fullName }: { childId: string; fullName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteChild(childId);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);

  function changeOpen(next: boolean) {
    setOpen(next);
    setTyped('');
    setMismatch(false);
  }

  async function submit() {
    if (typed.trim() !== fullName.trim()) return setMismatch(true);
    try {
      await remove.mutateAsync(typed);
      showSuccessToast(t('child.delete.successTitle'), t('child.delete.successDescription', { name: fullName }));
      navigate('/dashboard');
    } catch (error) {
      if (isApiError(error) && error.details.some((issue) => issue.message === 'nameMismatch')) {
        return setMismatch(true);
      }
      showDestructiveToast(t('child.delete.failed'), t('child.delete.failedDescription'));
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="danger" size="sm">
          <Trash2 aria-hidden="true" />
          {t('child.delete.action')}
        </Button>
      }
      title={t('child.delete.title', { name: fullName })}
      description={t('child.delete.description')}
      submitLabel={t('child.delete.confirm')}
      submitIcon={<Trash2 aria-hidden="true" />}
      submitVariant="danger"
      busy={remove.isPending}
      onSubmit={submit}
    >
      <FormField
        label={t('child.delete.confirmLabel', { name: fullName })}
        error={mismatch ? t('validation.nameMismatch') : undefined}
      >
        <Input
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
        />
      </FormField>
    </ActionDialog>
  );
}
