import { z } from 'zod';

export { pickText } from './localized-text.js';

/** Translatable content: Bulgarian is required, English and Russian fall back to it. */
export const localizedTextSchema = z.object({
  bg: z.string().min(1),
  en: z.string().min(1).optional(),
  ru: z.string().min(1).optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * A person's name as others read it (ADR 0026): a coach's profile name as the club writes it in each language, anyone
 * else's account name as `{ bg: name }`. Shown with `pickText` in the reader's language, like any translatable text.
 */
export const personNameSchema = localizedTextSchema;
export type PersonName = LocalizedText;
