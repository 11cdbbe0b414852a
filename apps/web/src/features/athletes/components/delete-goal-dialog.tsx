import type { Goal } from '@swim/shared/api/athletes';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useDeleteGoal } from '../api/delete-goal';

type DeleteGoalDialogProps = { goal: Goal | null; onOpenChange: (open: boolean) => void };

/** Asks before a goal is deleted for good. */
export function DeleteGoalDialog({ goal, onOpenChange }: DeleteGoalDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteGoal();

  async function confirm() {
    if (!goal) return;
    try {
      await remove.mutateAsync(goal.id);
    } catch (error) {
      showDestructiveToast(t('athlete.goals.deleteFailed'), t(getErrorMessageKey(error)));
      return;
    }
    showSuccessToast(t('athlete.goals.deleted'));
    onOpenChange(false);
  }

  return (
    <Dialog open={goal !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogTitle className="text-xl text-ocean-950">{t('athlete.goals.deleteTitle')}</DialogTitle>
        <DialogDescription className="mt-2 text-ink">
          {t('athlete.goals.deleteMessage', { title: goal?.title ?? '' })}
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">{t('athlete.goals.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {t('athlete.goals.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
