import { type AdminClass, type ClassInput, classInputSchema } from '@swim/shared/api/admin-club';
import { checkSessions } from '@swim/shared/class-sessions';
import { formatMoneyInput, parseMoneyInput } from '@swim/shared/money-input';
import { z } from 'zod';

/**
 * The class form: the server's request schema, with the two prices typed in the club currency ("25.50") rather
 * than minor units. Everything else, the sessions rule included, is checked exactly as the server checks it.
 */
export const classFormSchema = classInputSchema.extend({
  pricePerClass: z.string().refine((text) => parseMoneyInput(text) !== null, 'priceInvalid'),
  monthlyPrice: z.string().refine((text) => text.trim() === '' || parseMoneyInput(text) !== null, 'priceInvalid'),
});
export type ClassFormValues = z.input<typeof classFormSchema>;
export type ClassFormOutput = z.output<typeof classFormSchema>;

const text = (value?: { bg: string; en?: string; ru?: string } | null) => ({
  bg: value?.bg ?? '',
  en: value?.en ?? '',
  ru: value?.ru ?? '',
});

/** The form's starting values: the class being edited, or a new class with one empty session. */
export function toClassFormValues(cls?: AdminClass): ClassFormValues {
  return {
    title: text(cls?.title),
    description: text(cls?.description),
    instructorId: cls?.instructor?.id ?? '',
    locationId: cls?.location.id ?? '',
    level: cls?.level ?? 'beginner',
    lane: cls?.lane ?? '',
    durationMinutes: cls?.durationMinutes ?? 45,
    pricePerClass: cls ? formatMoneyInput(cls.pricePerClass) : '',
    monthlyPrice: cls?.monthlyPrice != null ? formatMoneyInput(cls.monthlyPrice) : '',
    maxCapacity: cls?.maxCapacity ?? 10,
    sessions: cls?.sessions.map((s) => ({ dayOfWeek: String(s.dayOfWeek), startTime: s.startTime })) ?? [
      { dayOfWeek: '', startTime: '' },
    ],
    active: cls?.active ?? true,
  };
}

/** What the server receives: prices in minor units, sessions normalised (the schema has already checked both). */
export function toClassInput(values: ClassFormOutput): ClassInput {
  const checked = checkSessions(values.sessions);
  return {
    ...values,
    pricePerClass: parseMoneyInput(values.pricePerClass) ?? 0,
    monthlyPrice: values.monthlyPrice.trim() === '' ? null : parseMoneyInput(values.monthlyPrice),
    sessions: checked.ok ? checked.sessions : [],
  };
}
