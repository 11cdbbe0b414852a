// A total in the club's currency across the changeover (issue 24): amounts in the other currency (lev history in a
// euro club) are converted at the fixed rate, each rounded half up to the cent before they are added, and counted, so
// a screen can say that converted amounts are in it. Sums never mix currencies silently.
import { z } from 'zod';
import { CURRENCIES } from '../enums.js';

export const clubTotalSchema = z.object({
  /** The club's currency: the total's. */
  currency: z.enum(CURRENCIES),
  /** Minor units of the club's currency. */
  amount: z.number().int(),
  /** How many of the payments summed were in the other currency and are in the total converted. */
  converted: z.number().int(),
});
export type ClubTotal = z.infer<typeof clubTotalSchema>;
