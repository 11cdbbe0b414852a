import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCoachProfile, type CoachProfileInput, coachProfileInputSchema } from '@swim/shared/api/admin-people';
import type { PersonName } from '@swim/shared/localized';
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
import { useSaveCoachProfile } from '../api/save-coach-profile';
import { NumberField, optionalNumber, toFormText } from './profile-form-parts';
import { ProfileFormFrame } from './profile-form-frame';
import { SpecialtiesField } from './specialties-field';
import { useProfilePhoto } from './use-profile-photo';

type FormValues = z.input<typeof coachProfileInputSchema>;

/** The instructor a new profile is created for (the name they go by so far starts the public name). */
export type CoachOwner = { id: string; name: PersonName };

function toFormValues(owner: CoachOwner | null, profile?: AdminCoachProfile): FormValues {
  return {
    name: toFormText(profile?.name ?? owner?.name ?? { bg: '' }),
    title: toFormText(profile?.title),
    bio: toFormText(profile?.bio),
    achievements: toFormText(profile?.achievements),
    specialties: (profile?.specialties ?? []).map(toFormText),
    yearsExperience: profile?.yearsExperience ?? null,
    published: profile?.published ?? true,
    sortOrder: profile?.sortOrder ?? 0,
  };
}

/** An existing profile to edit, or the instructor to create one for. */
type CoachProfileFormProps = { onDone: () => void } & (
  | { profile: AdminCoachProfile; owner?: CoachOwner | null }
  | { profile?: undefined; owner: CoachOwner }
);

/** A coach's public profile: photo, name, role, bio and achievements in three languages, specialties, order. */
export function CoachProfileForm({ owner = null, profile, onDone }: CoachProfileFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validationText = useValidationText();
  const save = useSaveCoachProfile();
  const photo = useProfilePhoto('coach');
  const form = useForm<FormValues, unknown, CoachProfileInput>({
    resolver: zodResolver(coachProfileInputSchema),
    defaultValues: toFormValues(owner, profile),
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: CoachProfileInput) {
    let saved: AdminCoachProfile;
    try {
      if (profile) saved = await save.mutateAsync({ profileId: profile.id, input });
      else if (owner) saved = await save.mutateAsync({ userId: owner.id, input });
      else return;
      await photo.sendFor(saved.id);
    } catch (error) {
      showDestructiveToast(t('peopleAdmin.coach.saveFailed'), t(getErrorMessageKey(error)));
      return;
    }
    showSuccessToast(t('peopleAdmin.coach.saved', { name: pickText(saved.name, language) }));
    onDone();
  }

  return (
    <ProfileFormFrame
      onSubmit={form.handleSubmit(submit)}
      photoUrl={profile?.photoUrl ?? null}
      photo={photo}
      busy={isSubmitting}
      submitLabel={t(profile ? 'admin.common.save' : 'peopleAdmin.coach.create')}
    >
      <LocalizedFields
        label={t('peopleAdmin.fields.name')}
        register={(language) => form.register(`name.${language}`)}
        errors={errors.name}
      />
      <LocalizedFields
        label={t('peopleAdmin.coach.title')}
        register={(language) => form.register(`title.${language}`)}
        errors={errors.title}
      />
      <LocalizedFields
        label={t('peopleAdmin.coach.bio')}
        register={(language) => form.register(`bio.${language}`)}
        errors={errors.bio}
        multiline
      />
      <LocalizedFields
        label={t('peopleAdmin.fields.achievements')}
        register={(language) => form.register(`achievements.${language}`)}
        errors={errors.achievements ?? undefined}
        optional
        multiline
      />
      <SpecialtiesField control={form.control} register={form.register} errors={errors.specialties} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('peopleAdmin.coach.years')}
          optional={t('admin.common.optional')}
          registration={form.register('yearsExperience', { setValueAs: optionalNumber })}
          error={validationText(errors.yearsExperience?.message)}
        />
        <NumberField
          label={t('peopleAdmin.fields.order')}
          hint={t('peopleAdmin.fields.orderHint')}
          registration={form.register('sortOrder', { valueAsNumber: true })}
          error={validationText(errors.sortOrder?.message)}
        />
      </div>
      <CheckboxField label={t('peopleAdmin.coach.published')} {...form.register('published')} />
    </ProfileFormFrame>
  );
}
