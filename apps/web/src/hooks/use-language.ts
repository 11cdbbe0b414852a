import type { Language } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/language';

/** The current UI language, always one of bg, en, ru. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
