// Sign-in, sign-up and password forms: the server validates with these, the web forms pick the same schemas.
// Messages are i18n keys under 'validation.*' (the spec's texts: 'Email is required', 'Invalid email address', ...).
import { z } from 'zod';
import { ROLES } from '../enums.js';

export const MIN_PASSWORD_LENGTH = 6;

export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'tooLong')
  .pipe(z.email('emailInvalid'));

export const passwordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(MIN_PASSWORD_LENGTH, 'passwordTooShort')
  .max(128, 'tooLong');

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(128, 'tooLong'),
  callbackURL: z.string().max(500).optional(),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string({ error: 'nameRequired' }).trim().min(2, 'nameRequired').max(120, 'tooLong'),
  callbackURL: z.string().max(500).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const requestResetSchema = z.object({ email: emailSchema, redirectTo: z.string().max(500).optional() });
export type RequestResetInput = z.infer<typeof requestResetSchema>;

/** Asks for a one-time sign-in link by mail; the answer is the same whether or not the address has an account. */
export const signInLinkSchema = z.object({ email: emailSchema });
export type SignInLinkInput = z.infer<typeof signInLinkSchema>;

export const resendVerificationSchema = z.object({ email: emailSchema, callbackURL: z.string().max(500).optional() });

export const resetPasswordSchema = z.object({ newPassword: passwordSchema, token: z.string().min(1).max(500) });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  athleteApproved: z.boolean().nullable(),
  createdAt: z.string(),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

export const meSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** When the session ends unless refreshed (ISO). */
  expiresAt: z.string().nullable(),
  googleEnabled: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_REFRESH_THRESHOLD_MS,
  shouldRefreshSession,
} from '../session-timing.js';
