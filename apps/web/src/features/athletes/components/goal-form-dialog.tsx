import { zodResolver } from '@hookform/resolvers/zod';
import { type Goal, type GoalCreateInput, goalCreateSchema } from '@swim/shared/api/athletes';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useValidationText } from '../../../hooks/use-validation-text';
import { getErrorMessageKey } from '../../../lib/error-message';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCreateGoal } from '../api/create-goal';
import { useUpdateGoal } from '../api/update-goal';

type FormValues = z.input<typeof goalCreateSchema>;
const FIELDS = ['title', 'target', 'dueDate'] as const;

const toValues = (goal?: Goal): FormValues => ({
  title: goal?.title ?? '',
  target: goal?.target ?? '',
  dueDate: goal?.dueDate ?? '',
});

type GoalFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; goal?: Goal };

/** Creates a goal, or edits the given one: title, what counts as reaching it, and a due date. */
export function GoalFormDialog({ open, onOpenChange, goal }: GoalFormDialogProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const form = useForm<FormValues, unknown, GoalCreateInput>({
    resolver: zodResolver(goalCreateSchema),
    defaultValues: toValues(goal),
  });
  const { errors } = form.formState;
  const { reset } = form;

  useEffect(() => {
    if (open) reset(toValues(goal));
  }, [open, goal, reset]);

  async function submit(values: GoalCreateInput) {
    const changes = { title: values.title, target: values.target ?? '', dueDate: values.dueDate ?? '' };
    try {
      if (goal) await update.mutateAsync({ id: goal.id, changes });
      else await create.mutateAsync(changes);
    } catch (error) {
      applyFieldIssues(error, FIELDS, form.setError);
      showDestructiveToast(t('athlete.goals.saveFailed'), t(getErrorMessageKey(error)));
      return;
    }
    showSuccessToast(goal ? t('athlete.goals.updated') : t('athlete.goals.created'));
    onOpenChange(false);
  }

  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-xl text-ocean-950">
          {goal ? t('athlete.goals.editTitle') : t('athlete.goals.newTitle')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-ink-muted">{t('athlete.goals.formLead')}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-5 flex flex-col gap-5">
          <FormField label={t('athlete.goals.fields.title')} error={validationText(errors.title?.message)}>
            <Input {...form.register('title')} />
          </FormField>
          <FormField
            label={t('athlete.goals.fields.target')}
            optional={t('athlete.register.optional')}
            hint={t('athlete.goals.fields.targetHint')}
            error={validationText(errors.target?.message)}
          >
            <Textarea rows={2} className="min-h-20" {...form.register('target')} />
          </FormField>
          <Controller
            control={form.control}
            name="dueDate"
            render={({ field }) => (
              <FormField
                label={t('athlete.goals.fields.dueDate')}
                optional={t('athlete.register.optional')}
                error={validationText(errors.dueDate?.message)}
              >
                <DateField {...field} value={field.value ?? ''} />
              </FormField>
            )}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="ghost">{t('athlete.goals.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {goal ? t('athlete.goals.save') : t('athlete.goals.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
