import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from '@swim/shared/enums';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import bg from '../locales/bg.json';
import { toLanguage } from './language';

/** Where the chosen language is kept between visits (the spec's "key for the user language"). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Bulgarian, the default and fallback, ships with the first script; English and Russian are separate chunks loaded
 * only when chosen (i18next asks this backend, and changeLanguage resolves once the catalog is in).
 */
const lazyCatalogs: Record<string, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('../locales/en.json'),
  ru: () => import('../locales/ru.json'),
};

const lazyCatalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = lazyCatalogs[language];
    if (!load) return callback(null, {});
    load().then(
      (catalog) => callback(null, catalog.default),
      (err: Error) => callback(err, null),
    );
  },
};

function syncHtmlLang(language: string | undefined): void {
  if (typeof document === 'undefined') return;
  // Only a change is written: even the same value makes the browser restyle the whole page.
  const lang = toLanguage(language);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/** Resolves once the visitor's language (stored or from the browser) has its catalog; render after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(LanguageDetector)
  .use(lazyCatalogBackend)
  .use(initReactI18next)
  .init({
    resources: { bg: { translation: bg } },
    partialBundledLanguages: true,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    detection: {
      // The same order as the server's (apps/server/src/http/page-render.ts) after the stored choice: the cookie (kept
      // where the browser cleared local storage), then the browser's languages.
      order: ['localStorage', 'cookie', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // The cookie tells the server which language to render a page in.
      caches: ['localStorage', 'cookie'],
      lookupCookie: LANGUAGE_COOKIE,
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: {
        path: '/',
        sameSite: 'lax',
        secure: typeof location !== 'undefined' && location.protocol === 'https:',
      },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);
i18n.on('languageChanged', syncHtmlLang);

export { i18n };
