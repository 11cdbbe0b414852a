import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, type UpdateProfileInput, updateProfileSchema } from '@swim/shared/api/profile';
import { LANGUAGES, type Language } from '@swim/shared/enums';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useValidationText } from '../../../hooks/use-validation-text';
import { applyFieldIssues } from '../../../lib/form-errors';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

/** Each language by its own name: a reader finds theirs whatever the page is in. */
const LANGUAGE_NAMES: Record<Language, string> = { bg: 'Български', en: 'English', ru: 'Русский' };

type Values = z.input<typeof updateProfileSchema>;

/** Name, phone and the language of the site and of the club's mails. */
export function DetailsForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const validationText = useValidationText();
  const update = useUpdateProfile();
  const form = useForm<Values, unknown, UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    values: { name: profile.name, phone: profile.phone ?? '', preferredLanguage: profile.preferredLanguage },
  });
  const { errors } = form.formState;

  async function submit(values: UpdateProfileInput) {
    try {
      const saved = await update.mutateAsync(values);
      if (saved.preferredLanguage !== i18n.resolvedLanguage) await i18n.changeLanguage(saved.preferredLanguage);
      // Said in the language just chosen (this render's `t` still speaks the previous one).
      showSuccessToast(i18n.t('profile.details.saved'));
    } catch (caught) {
      if (applyFieldIssues(caught, ['name', 'phone', 'preferredLanguage'], form.setError)) return;
      showDestructiveToast(t('profile.details.failed'), t('profile.tryAgain'));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
      <FormField label={t('profile.details.name')} error={validationText(errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField
        label={t('profile.details.phone')}
        optional={t('child.fields.optional')}
        hint={t('profile.details.phoneHint')}
        error={validationText(errors.phone?.message)}
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
      </FormField>
      <FormField
        label={t('profile.details.language')}
        hint={t('profile.details.languageHint')}
        error={validationText(errors.preferredLanguage?.message)}
      >
        <NativeSelect {...form.register('preferredLanguage')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {t('profile.details.save')}
        </Button>
      </div>
    </form>
  );
}
