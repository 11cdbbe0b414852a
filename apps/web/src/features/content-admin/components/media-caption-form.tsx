import type { MediaCaptionInput } from '@swim/shared/api/admin-content';
import type { mediaCaptionSchema } from '@swim/shared/api/admin-content';
import type { z } from 'zod';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalizedFields } from '../../../components/localized-fields';
import { useContentValidationText } from './use-content-text';

export type CaptionValues = MediaCaptionInput;
export type CaptionOutput = z.output<typeof mediaCaptionSchema>;

const text = (value?: { bg?: string; en?: string; ru?: string } | null) => ({
  bg: value?.bg ?? '',
  en: value?.en ?? '',
  ru: value?.ru ?? '',
});

/** The caption form's starting values. */
export function toCaptionValues(item?: {
  title: MediaCaptionInput['title'];
  description?: MediaCaptionInput['description'];
}) {
  return { title: text(item?.title), description: text(item?.description) };
}

/** A gallery item's title and description in three languages. */
export function MediaCaptionFields({
  register,
  errors,
}: {
  register: UseFormRegister<CaptionValues>;
  errors: FieldErrors<CaptionValues>;
}) {
  const { t } = useTranslation();
  const validationText = useContentValidationText();
  return (
    <>
      <LocalizedFields
        label={t('contentAdmin.media.itemTitle')}
        register={(language) => register(`title.${language}`)}
        errors={errors.title}
        messageText={validationText}
      />
      <LocalizedFields
        label={t('contentAdmin.media.description')}
        register={(language) => register(`description.${language}`)}
        errors={errors.description}
        messageText={validationText}
        optional
        multiline
      />
    </>
  );
}
