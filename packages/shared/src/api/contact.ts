import { z } from 'zod';
import { LANGUAGES } from '../enums.js';

/** Keys of the validation messages, translated by the web catalogs ('validation.*'). */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, 'nameRequired').max(120, 'tooLong'),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'tooLong').pipe(z.email('emailInvalid')),
  phone: z
    .string()
    .trim()
    .max(40, 'tooLong')
    .regex(/^[+\d\s()-]*$/, 'phoneInvalid')
    .optional()
    .or(z.literal('')),
  subject: z.string().trim().max(200, 'tooLong').optional().or(z.literal('')),
  message: z.string().trim().min(10, 'messageTooShort').max(5000, 'tooLong'),
  /** The sender's interface language: the club's reply goes out in it (Bulgarian when not given). */
  locale: z.enum(LANGUAGES).optional(),
  /** Honeypot: people leave it empty; bots fill it in. */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactAcceptedSchema = z.object({ ok: z.literal(true) });
