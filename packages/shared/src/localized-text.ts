// Picking a language from translatable content, without zod, so the web app's first script stays small.
import type { Language } from './enums.js';

/** Translatable content: Bulgarian is required, English and Russian fall back to it. */
export type LocalizedTextValue = { bg: string; en?: string | undefined; ru?: string | undefined };

/** Picks the text for a language, falling back to Bulgarian. */
export function pickText(text: LocalizedTextValue | null | undefined, language: string): string {
  if (!text) return '';
  const lang = language.slice(0, 2) as Language;
  return text[lang] ?? text.bg;
}
