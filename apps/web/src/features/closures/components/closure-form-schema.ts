// The closure form: what the admin types ('' for the whole club, an empty note), turned into the server's request and
// checked by the server's own schema, so the two cannot drift (the end before the start, the longest closure).
import { type AdminClosure, type ClosureInput, closureInputSchema } from '@swim/shared/api/closures';
import { z } from 'zod';

const textInput = z.object({ bg: z.string(), en: z.string(), ru: z.string() });

const formFieldsSchema = z.object({
  startsOn: z.string(),
  endsOn: z.string(),
  /** '' = the whole club. */
  locationId: z.string(),
  /** '' until one is chosen. */
  reason: z.string(),
  note: textInput,
});

export type ClosureFormValues = z.input<typeof formFieldsSchema>;

/** The request the form's values make: no location is the whole club, a note left empty is none. */
export function toClosureRequest(values: ClosureFormValues): Record<string, unknown> {
  const note = values.note.bg.trim() || values.note.en.trim() || values.note.ru.trim() ? values.note : null;
  return { ...values, locationId: values.locationId || null, note };
}

export const closureFormSchema = formFieldsSchema.transform(toClosureRequest).pipe(closureInputSchema);
export type ClosureFormOutput = ClosureInput;

const text = (value?: { bg: string; en?: string; ru?: string } | null) => ({
  bg: value?.bg ?? '',
  en: value?.en ?? '',
  ru: value?.ru ?? '',
});

/** The form's starting values: the closure being edited, or an empty one for the whole club. */
export function toClosureFormValues(closure?: AdminClosure): ClosureFormValues {
  return {
    startsOn: closure?.startsOn ?? '',
    endsOn: closure?.endsOn ?? '',
    locationId: closure?.location?.id ?? '',
    reason: closure?.reason ?? '',
    note: text(closure?.note),
  };
}
