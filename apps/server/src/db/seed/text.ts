// Shorthand for the translatable texts of the demo club.
import type { LocalizedText } from '@swim/shared/localized';

/** Bulgarian, English and Russian versions of one text. */
export function text(bg: string, en: string, ru: string): LocalizedText {
  return { bg, en, ru };
}

/** Paragraphs per language joined with blank lines, as article bodies are stored. */
export function paragraphs(bg: string[], en: string[], ru: string[]): LocalizedText {
  return { bg: bg.join('\n\n'), en: en.join('\n\n'), ru: ru.join('\n\n') };
}
