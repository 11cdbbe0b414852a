import { z } from 'zod';
import type { Language } from './enums.js';

/** Translatable content: Bulgarian is required, English and Russian fall back to it. */
export const localizedTextSchema = z.object({
  bg: z.string().min(1),
  en: z.string().min(1).optional(),
  ru: z.string().min(1).optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Picks the text for a language, falling back to Bulgarian. */
export function pickText(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  const lang = language.slice(0, 2) as Language;
  return text[lang] ?? text.bg;
}
