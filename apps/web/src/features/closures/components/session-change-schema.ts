// The coach's dialogs' forms: what is typed (a note in three languages, a day and a time), turned into the server's
// request fields and checked by the server's own schemas; a move is also checked against the session's week.
import { type ClassDatedSession, sessionMoveInputSchema } from '@swim/shared/api/closures';
import { z } from 'zod';
import { noteOrNull, weekOf } from '../lib/session-text';

const noteInput = z.object({ bg: z.string(), en: z.string(), ru: z.string() });
export const EMPTY_NOTE = { bg: '', en: '', ru: '' };

const cancelFields = sessionMoveInputSchema.pick({ note: true });
const moveFields = sessionMoveInputSchema.pick({ toDate: true, toTime: true, note: true });

export const cancelFormSchema = z
  .object({ note: noteInput })
  .transform(({ note }): z.input<typeof cancelFields> => ({ note: noteOrNull(note) }))
  .pipe(cancelFields);
export type CancelFormValues = z.input<typeof cancelFormSchema>;
export type CancelFormOutput = z.output<typeof cancelFormSchema>;

/** A move within Monday to Sunday of the session's week, to another time than the one it has now. */
export function moveFormSchema(session: ClassDatedSession) {
  const { monday, sunday } = weekOf(session.date);
  return z
    .object({ toDate: z.string(), toTime: z.string(), note: noteInput })
    .transform((values): z.input<typeof moveFields> => ({ ...values, note: noteOrNull(values.note) }))
    .pipe(moveFields)
    .superRefine((values, ctx) => {
      if (values.toDate < monday || values.toDate > sunday) {
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'moveOutsideWeek' });
      } else if (values.toDate === session.onDate && values.toTime === session.atTime) {
        ctx.addIssue({ code: 'custom', path: ['toTime'], message: 'moveToSameTime' });
      }
    });
}
export type MoveFormValues = z.input<ReturnType<typeof moveFormSchema>>;
export type MoveFormOutput = z.output<ReturnType<typeof moveFormSchema>>;
