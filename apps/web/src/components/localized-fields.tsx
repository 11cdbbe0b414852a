import type { FieldError, FieldErrorsImpl, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { Textarea } from './ui/textarea';
import { useValidationText } from '../hooks/use-validation-text';

type LanguageErrors = Partial<FieldErrorsImpl<{ bg: string; en: string; ru: string }>> & { message?: string };
const LANGUAGES = ['bg', 'en', 'ru'] as const;

type LocalizedFieldsProps = {
  /** The field's name, e.g. "Name"; each input is labelled "Name (Bulgarian)" and so on. */
  label: string;
  register: (language: (typeof LANGUAGES)[number]) => UseFormRegisterReturn;
  errors?: LanguageErrors | FieldError;
  /** Bulgarian is required unless the whole text is optional. */
  optional?: boolean;
  multiline?: boolean;
  /** Turns an error's message key into text; a feature with keys of its own passes its translator. */
  messageText?: (message: string | undefined) => string | undefined;
};

/** One text in Bulgarian, English and Russian: Bulgarian first (the fallback), the others optional. */
export function LocalizedFields({
  label,
  register,
  errors,
  optional = false,
  multiline = false,
  messageText,
}: LocalizedFieldsProps) {
  const { t } = useTranslation();
  const commonText = useValidationText();
  const validationText = messageText ?? commonText;
  const byLanguage = (errors ?? {}) as LanguageErrors;
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-sand-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      {LANGUAGES.map((language) => {
        const error = byLanguage[language]?.message ?? (language === 'bg' ? byLanguage.message : undefined);
        return (
          <FormField
            key={language}
            label={t(`admin.common.inLanguage.${language}`, { field: label })}
            optional={optional || language !== 'bg' ? t('admin.common.optional') : undefined}
            error={validationText(error)}
          >
            {multiline ? (
              <Textarea className="min-h-20" lang={language} {...register(language)} />
            ) : (
              <Input lang={language} {...register(language)} />
            )}
          </FormField>
        );
      })}
    </fieldset>
  );
}
