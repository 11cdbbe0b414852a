import { zodResolver } from '@hookform/resolvers/zod';
import { type ChildInput, childInputSchema } from '@swim/shared/api/children';
import { SKILL_LEVELS } from '@swim/shared/enums';
import { CONSENT_TEXTS } from '@swim/shared/privacy';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import type { ChildDraft, ChildFormValues } from '../hooks/wizard-reducer';
import { ConsentChoice } from '../../../components/consent-choice';
import { GenderField } from '../../../components/gender-field';
import { useClubToday } from '../../../hooks/use-club-today';

const FIELDS: ReadonlyArray<FieldPath<ChildFormValues>> = [
  'fullName',
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'skillLevel',
  'notes',
  'medicalNotes',
  'emergencyContact',
  'emergencyPhone',
];

export const EMPTY_CHILD: ChildDraft = {
  fullName: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  notes: '',
  medicalNotes: '',
  emergencyContact: '',
  emergencyPhone: '',
  consents: {
    photos: false,
    medical: false,
    versions: { photos: CONSENT_TEXTS.photos.version, medical: CONSENT_TEXTS.medical.version },
  },
};

type ChildFormProps = {
  id: string;
  defaultValues?: ChildDraft;
  /** Called with every change, so a wizard can keep what was typed when the parent steps back. */
  onDraftChange?: (draft: ChildDraft) => void;
  /** Receives the valid values; a thrown API error's field issues are put on the fields. */
  onSubmit: (values: ChildInput) => Promise<void> | void;
  /** The buttons, rendered at the end of the form. */
  actions: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 border-t border-sand-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-lg font-bold text-ocean-950">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The child's details, validated by the same schema as the server's. */
export function ChildForm({ id, defaultValues, onDraftChange, onSubmit, actions }: ChildFormProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const form = useForm<ChildFormValues, unknown, ChildInput>({
    resolver: zodResolver(childInputSchema),
    defaultValues: { ...EMPTY_CHILD, ...defaultValues },
  });
  const { errors } = form.formState;
  const error = (field: Exclude<FieldPath<ChildFormValues>, `consents${string}`>) => {
    const message = errors[field]?.message;
    // An empty or malformed birth date fails the date format first; the birth-date text says what is expected.
    return validationText(field === 'birthDate' && message === 'dateInvalid' ? 'birthDateInvalid' : message);
  };
  const optional = t('child.fields.optional');

  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = form.watch((values) => onDraftChange({ ...values } as ChildDraft));
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);

  async function submit(values: ChildInput) {
    try {
      await onSubmit(values);
    } catch (caught) {
      applyFieldIssues(caught, FIELDS, form.setError);
    }
  }

  const today = useClubToday();
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-8">
      <Section title={t('child.form.aboutTitle')}>
        <FormField label={t('child.fields.fullName')} hint={t('child.fields.fullNameHint')} error={error('fullName')}>
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
        <FormField
          label={t('child.fields.skillLevel')}
          hint={t('child.fields.skillLevelHint')}
          error={error('skillLevel')}
        >
          <NativeSelect {...form.register('skillLevel')}>
            <option value="">{t('child.fields.chooseLevel')}</option>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>
      <Section title={t('child.form.emergencyTitle')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('child.fields.emergencyContact')}
            hint={t('child.fields.emergencyContactHint')}
            error={error('emergencyContact')}
          >
            <Input autoComplete="name" {...form.register('emergencyContact')} />
          </FormField>
          <FormField label={t('child.fields.emergencyPhone')} error={error('emergencyPhone')}>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('emergencyPhone')} />
          </FormField>
        </div>
      </Section>
      <Section title={t('child.form.notesTitle')}>
        <FormField
          label={t('child.fields.medicalNotes')}
          optional={optional}
          hint={`${t('child.fields.medicalNotesHint')} ${t('consents.form.medicalHint')}`}
          error={error('medicalNotes')}
        >
          <Textarea rows={3} className="min-h-24" {...form.register('medicalNotes')} />
        </FormField>
        <ConsentChoice kind="medical" registration={form.register('consents.medical')} />
        <FormField
          label={t('child.fields.notes')}
          optional={optional}
          hint={t('child.fields.notesHint')}
          error={error('notes')}
        >
          <Textarea rows={3} className="min-h-24" {...form.register('notes')} />
        </FormField>
      </Section>
      <Section title={t('consents.form.title')}>
        <p className="-mt-3 text-sm text-ink-muted">{t('consents.form.hint')}</p>
        <ConsentChoice kind="photos" registration={form.register('consents.photos')} />
      </Section>
      {actions}
    </form>
  );
}
