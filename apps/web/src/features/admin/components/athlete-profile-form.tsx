import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminAthleteProfile,
  type AthleteProfileInput,
  athleteProfileInputSchema,
} from '@swim/shared/api/admin-people';
import { pickText } from '@swim/shared/localized-text';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LocalizedFields } from '../../../components/localized-fields';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useLanguage } from '../../../hooks/use-language';
import { useValidationText } from '../../../hooks/use-validation-text';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useSaveAthleteProfile } from '../api/save-athlete-profile';
import { NumberField, optionalNumber, toFormText } from './profile-form-parts';
import { ProfileFormFrame } from './profile-form-frame';
import { useProfilePhoto } from './use-profile-photo';

type FormValues = z.input<typeof athleteProfileInputSchema>;

function toFormValues(profile?: AdminAthleteProfile): FormValues {
  return {
    name: toFormText(profile?.name),
    discipline: toFormText(profile?.discipline),
    achievements: toFormText(profile?.achievements),
    birthYear: profile?.birthYear ?? null,
    featured: profile?.featured ?? true,
    sortOrder: profile?.sortOrder ?? 0,
  };
}

type AthleteProfileFormProps = { profile?: AdminAthleteProfile; onDone: () => void };

/** An athlete's public profile: photo, name, discipline and achievements in three languages, birth year, order. */
export function AthleteProfileForm({ profile, onDone }: AthleteProfileFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validationText = useValidationText();
  const save = useSaveAthleteProfile();
  const photo = useProfilePhoto('athlete');
  const form = useForm<FormValues, unknown, AthleteProfileInput>({
    resolver: zodResolver(athleteProfileInputSchema),
    defaultValues: toFormValues(profile),
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: AthleteProfileInput) {
    let saved: AdminAthleteProfile;
    try {
      saved = await save.mutateAsync({ id: profile?.id, input });
      await photo.sendFor(saved.id);
    } catch (error) {
      showDestructiveToast(t('peopleAdmin.athletes.saveFailed'), t(getErrorMessageKey(error)));
      return;
    }
    showSuccessToast(t('peopleAdmin.athletes.saved', { name: pickText(saved.name, language) }));
    onDone();
  }

  return (
    <ProfileFormFrame
      onSubmit={form.handleSubmit(submit)}
      photoUrl={profile?.photoUrl ?? null}
      photo={photo}
      busy={isSubmitting}
      submitLabel={t(profile ? 'admin.common.save' : 'peopleAdmin.athletes.create')}
    >
      <LocalizedFields
        label={t('peopleAdmin.fields.name')}
        register={(language) => form.register(`name.${language}`)}
        errors={errors.name}
      />
      <LocalizedFields
        label={t('peopleAdmin.athletes.discipline')}
        register={(language) => form.register(`discipline.${language}`)}
        errors={errors.discipline}
      />
      <LocalizedFields
        label={t('peopleAdmin.fields.achievements')}
        register={(language) => form.register(`achievements.${language}`)}
        errors={errors.achievements}
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('peopleAdmin.athletes.birthYear')}
          optional={t('admin.common.optional')}
          registration={form.register('birthYear', { setValueAs: optionalNumber })}
          error={validationText(errors.birthYear?.message)}
        />
        <NumberField
          label={t('peopleAdmin.fields.order')}
          hint={t('peopleAdmin.fields.orderHint')}
          registration={form.register('sortOrder', { valueAsNumber: true })}
          error={validationText(errors.sortOrder?.message)}
        />
      </div>
      <CheckboxField label={t('peopleAdmin.athletes.featured')} {...form.register('featured')} />
    </ProfileFormFrame>
  );
}
