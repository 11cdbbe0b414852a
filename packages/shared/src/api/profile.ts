// A signed-in user's own account: name, phone, language, email and password. Messages are i18n keys ('validation.*').
import { z } from 'zod';
import { LANGUAGES, ROLES } from '../enums.js';
import { emailSchema, passwordSchema } from './auth.js';

/** A phone number as people write it; empty clears it. */
const phoneSchema = z
  .string()
  .trim()
  .max(40, 'tooLong')
  .refine((value) => value === '' || /^\+?[\d\s()-]{6,}$/.test(value), 'phoneInvalid');

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  preferredLanguage: z.enum(LANGUAGES),
  /** False for an account made through Google alone: there is no password to change. */
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    name: z.string({ error: 'nameRequired' }).trim().min(2, 'nameRequired').max(120, 'tooLong'),
    phone: phoneSchema,
    preferredLanguage: z.enum(LANGUAGES, { error: 'languageRequired' }),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'nothingToChange');
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired').max(128, 'tooLong'),
  newPassword: passwordSchema,
  /** Signs every other device out (this one stays signed in). */
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({ newEmail: emailSchema });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
