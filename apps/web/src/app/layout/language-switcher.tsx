import { LANGUAGES, type Language } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { cn } from '../../lib/utils';

/** Short label and own-language name of each language; names are not translated on purpose. */
const LANGUAGE_NAMES: Record<Language, { short: string; name: string }> = {
  bg: { short: 'БГ', name: 'Български' },
  en: { short: 'EN', name: 'English' },
  ru: { short: 'РУ', name: 'Русский' },
};

/** БГ / EN / РУ toggle; i18next stores the choice in localStorage and the <html lang> follows it. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <fieldset className={cn('inline-flex rounded-full border border-sand-300 bg-white p-0.5', className)}>
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGUAGES.map((language) => {
        const { short, name } = LANGUAGE_NAMES[language];
        const active = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            onClick={() => void i18n.changeLanguage(language)}
            className={cn(
              'h-8 min-w-10 cursor-pointer rounded-full px-2.5 text-xs font-bold transition-colors',
              active ? 'bg-ocean-800 text-white' : 'text-ocean-900 hover:bg-ocean-50',
            )}
          >
            {short}
            <span className="sr-only"> {name}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
