import {
  type AdminClass,
  type ClassInput,
  checkAgeOrder,
  classAgeSchema,
  classFieldsSchema,
} from '@swim/shared/api/admin-club';
import { checkSessions } from '@swim/shared/class-sessions';
import { formatMoneyInput, parseMoneyInput } from '@swim/shared/money-input';
import { z } from 'zod';

/** An age as typed: '' = no bound, else a whole number of years; null when it is not one. */
function parseAgeInput(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const parsed = classAgeSchema.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : undefined;
}

const ageText = z.string().refine((text) => parseAgeInput(text) !== undefined, 'ageInvalid');

/**
 * The class form: the server's request schema, with the two prices typed in the club currency ("25.50") and the
 * ages as typed (empty = no bound) rather than numbers. Everything else, the sessions rule and the order of the
 * ages included, is checked exactly as the server checks it.
 */
export const classFormSchema = classFieldsSchema
  .extend({
    pricePerClass: z.string().refine((text) => parseMoneyInput(text) !== null, 'priceInvalid'),
    monthlyPrice: z.string().refine((text) => text.trim() === '' || parseMoneyInput(text) !== null, 'priceInvalid'),
    minAge: ageText,
    maxAge: ageText,
  })
  .superRefine((values, ctx) =>
    checkAgeOrder({ minAge: parseAgeInput(values.minAge), maxAge: parseAgeInput(values.maxAge) }, ctx),
  );
export type ClassFormValues = z.input<typeof classFormSchema>;
export type ClassFormOutput = z.output<typeof classFormSchema>;

const text = (value?: { bg: string; en?: string; ru?: string } | null) => ({
  bg: value?.bg ?? '',
  en: value?.en ?? '',
  ru: value?.ru ?? '',
});

const ageInput = (age: number | null | undefined) => (age === null || age === undefined ? '' : String(age));

/** The form's starting values: the class being edited, or a new class with one empty session. */
export function toClassFormValues(cls: AdminClass | undefined, language: string): ClassFormValues {
  return {
    title: text(cls?.title),
    description: text(cls?.description),
    instructorId: cls?.instructor?.id ?? '',
    locationId: cls?.location.id ?? '',
    level: cls?.level ?? 'beginner',
    minAge: ageInput(cls?.minAge),
    maxAge: ageInput(cls?.maxAge),
    lane: cls?.lane ?? '',
    durationMinutes: cls?.durationMinutes ?? 45,
    pricePerClass: cls ? formatMoneyInput(cls.pricePerClass, language) : '',
    monthlyPrice: cls?.monthlyPrice != null ? formatMoneyInput(cls.monthlyPrice, language) : '',
    maxCapacity: cls?.maxCapacity ?? 10,
    sessions: cls?.sessions.map((s) => ({ dayOfWeek: String(s.dayOfWeek), startTime: s.startTime })) ?? [
      { dayOfWeek: '', startTime: '' },
    ],
    active: cls?.active ?? true,
    acceptPriceConflict: false,
  };
}

/** What the server receives: prices in minor units, ages as numbers, sessions normalised (all checked already). */
export function toClassInput(values: ClassFormOutput): ClassInput {
  const checked = checkSessions(values.sessions);
  return {
    ...values,
    pricePerClass: parseMoneyInput(values.pricePerClass) ?? 0,
    monthlyPrice: values.monthlyPrice.trim() === '' ? null : parseMoneyInput(values.monthlyPrice),
    minAge: parseAgeInput(values.minAge) ?? null,
    maxAge: parseAgeInput(values.maxAge) ?? null,
    sessions: checked.ok ? checked.sessions : [],
  };
}
