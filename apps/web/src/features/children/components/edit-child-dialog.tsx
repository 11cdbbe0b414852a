import { zodResolver } from '@hookform/resolvers/zod';
import { CHILD_EDITABLE_FIELDS, type Child, type ChildUpdateInput, childUpdateSchema } from '@swim/shared/api/children';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { GenderField } from '../../../components/gender-field';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useClubToday } from '../../../hooks/use-club-today';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useUpdateChild } from '../api/update-child';

type Values = z.input<typeof childUpdateSchema>;
const FIELDS = CHILD_EDITABLE_FIELDS;

const toValues = (child: Child): Values => ({
  fullName: child.fullName,
  firstName: child.firstName,
  lastName: child.lastName,
  birthDate: child.birthDate,
  gender: child.gender,
  notes: child.notes ?? '',
  medicalNotes: child.medicalNotes ?? '',
  emergencyContact: child.emergencyContact,
  emergencyPhone: child.emergencyPhone,
});

type EditChildDialogProps = { child: Child; triggerVariant?: ButtonVariant };

/** Corrects the child's details after registration: names, birth date, contacts and notes (the level has its own). */
export function EditChildDialog({ child, triggerVariant = 'outline' }: EditChildDialogProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const update = useUpdateChild(child.id);
  const [open, setOpen] = useState(false);
  const form = useForm<Values, unknown, ChildUpdateInput>({
    resolver: zodResolver(childUpdateSchema),
    defaultValues: toValues(child),
  });
  const { errors } = form.formState;
  const error = (field: FieldPath<Values>) => {
    const message = errors[field]?.message;
    return validationText(field === 'birthDate' && message === 'dateInvalid' ? 'birthDateInvalid' : message);
  };
  const optional = t('child.fields.optional');

  function changeOpen(next: boolean) {
    if (next) form.reset(toValues(child));
    setOpen(next);
  }

  async function submit(values: ChildUpdateInput) {
    try {
      await update.mutateAsync(values);
      showSuccessToast(t('child.edit.successTitle'), t('child.edit.successDescription', { name: values.fullName }));
      setOpen(false);
    } catch (caught) {
      if (applyFieldIssues(caught, FIELDS, form.setError)) return;
      showDestructiveToast(t('child.edit.failed'), t('child.edit.failedDescription'));
    }
  }

  // The club's date, not UTC's: from midnight to 02:00 in Sofia UTC still says yesterday.
  const today = useClubToday();
  return (
    <>
      <Button variant={triggerVariant} size="sm" onClick={() => changeOpen(true)}>
        <Pencil aria-hidden="true" />
        {t('child.edit.action')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={changeOpen}
        title={t('child.edit.title', { name: child.fullName })}
        description={t('child.edit.description')}
        onSubmit={form.handleSubmit(submit)}
        submitLabel={t('child.edit.save')}
        cancelLabel={t('child.dialog.cancel')}
        busy={update.isPending}
      >
        <FormField label={t('child.fields.fullName')} error={error('fullName')}>
          <Input autoComplete="off" {...form.register('fullName')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('child.fields.firstName')} hint={t('child.fields.latinHint')} error={error('firstName')}>
            <Input autoComplete="off" lang="en" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('child.fields.lastName')} hint={t('child.fields.latinHint')} error={error('lastName')}>
            <Input autoComplete="off" lang="en" {...form.register('lastName')} />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="birthDate"
            render={({ field }) => (
              <FormField label={t('child.fields.birthDate')} error={error('birthDate')}>
                <DateField max={today} {...field} />
              </FormField>
            )}
          />
          <GenderField registration={form.register('gender')} error={error('gender')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('child.fields.emergencyContact')} error={error('emergencyContact')}>
            <Input autoComplete="off" {...form.register('emergencyContact')} />
          </FormField>
          <FormField label={t('child.fields.emergencyPhone')} error={error('emergencyPhone')}>
            <Input type="tel" autoComplete="off" inputMode="tel" {...form.register('emergencyPhone')} />
          </FormField>
        </div>
        <FormField
          label={t('child.fields.medicalNotes')}
          optional={optional}
          hint={t('child.edit.medicalHint')}
          error={error('medicalNotes')}
        >
          <Textarea rows={3} className="min-h-24" {...form.register('medicalNotes')} />
        </FormField>
        <FormField label={t('child.fields.notes')} optional={optional} error={error('notes')}>
          <Textarea rows={3} className="min-h-24" {...form.register('notes')} />
        </FormField>
      </FormDialog>
    </>
  );
}
