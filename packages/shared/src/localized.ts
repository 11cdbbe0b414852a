import { z } from 'zod';

export { pickText } from './localized-text.js';

/** Translatable content: Bulgarian is required, English and Russian fall back to it. */
export const localizedTextSchema = z.object({
  bg: z.string().min(1),
  en: z.string().min(1).optional(),
  ru: z.string().min(1).optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;
