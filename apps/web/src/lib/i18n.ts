import { DEFAULT_LANGUAGE, LANGUAGES } from '@swim/shared/enums';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import bg from '../locales/bg.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { toLanguage } from './language';

/** Where the chosen language is kept between visits (the spec's "key for the user language"). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const resources = {
  bg: { translation: bg },
  en: { translation: en },
  ru: { translation: ru },
} as const;

function syncHtmlLang(language: string | undefined): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toLanguage(language);
}

i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', syncHtmlLang);

export { i18n };
