// The club's own details: the public read (footer, /contact, /club, bank transfers) and the admin's form.
import { z } from 'zod';
import { compactIban, formatIban, isValidBic, isValidIban } from '../iban.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { localizedInput } from './admin-club.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const officeDaySchema = z.object({ open: z.string(), close: z.string() }).nullable();

export const clubSettingsSchema = z.object({
  name: localizedTextSchema,
  address: localizedTextSchema,
  phone: z.string(),
  email: z.string(),
  /** Monday (0) to Sunday (6); null is a closed day. */
  officeHours: z.array(officeDaySchema).length(7),
  bank: z.object({ holder: z.string(), iban: z.string(), bic: z.string(), bank: z.string() }),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

export const adminClubSettingsSchema = clubSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: personNameSchema.nullable(),
});
export type AdminClubSettings = z.infer<typeof adminClubSettingsSchema>;

const officeDayInputSchema = z
  .object({
    open: z.string().regex(TIME, 'hoursInvalid'),
    close: z.string().regex(TIME, 'hoursInvalid'),
  })
  .nullable()
  .superRefine((day, ctx) => {
    // 'HH:MM' strings compare in time order.
    if (day && TIME.test(day.open) && TIME.test(day.close) && day.close <= day.open) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: 'closeBeforeOpen' });
    }
  });

const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'tooLong');

/** Messages are i18n keys: 'validation.*' for the common ones, 'clubAdmin.validation.*' for the ones below. */
export const CLUB_SETTINGS_MESSAGES = [
  'hoursInvalid',
  'closeBeforeOpen',
  'ibanInvalid',
  'bicInvalid',
  'bankHolderRequired',
  'bankNameRequired',
] as const;

export const clubSettingsInputSchema = z.object({
  name: localizedInput('bulgarianRequired', 200),
  address: localizedInput('addressRequired', 300),
  phone: required('phoneRequired', 40).regex(/^[+\d\s()-]+$/, 'phoneInvalid'),
  email: required('emailRequired', 254).pipe(z.email('emailInvalid')),
  officeHours: z.array(officeDayInputSchema).length(7, 'hoursInvalid'),
  bank: z.object({
    holder: required('bankHolderRequired', 200),
    iban: required('ibanInvalid', 50)
      .refine(isValidIban, 'ibanInvalid')
      .transform((iban) => formatIban(compactIban(iban))),
    bic: required('bicInvalid', 11)
      .transform((bic) => bic.toUpperCase())
      .refine(isValidBic, 'bicInvalid'),
    bank: required('bankNameRequired', 200),
  }),
});
export type ClubSettingsInput = z.input<typeof clubSettingsInputSchema>;
