// The family's trials for their dashboard: the ones still to come first (soonest first), then the past ones (latest
// first), each as trialViewSchema describes it.
import type { MyTrials } from '@swim/shared/api/trials';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trialBookings } from '../../db/schema/index.js';
import { type OrderViewer, trialScope } from '../access/access-policy.js';
import { describeTrials } from './trial-view.js';

/** At most this many trials are listed (a family books one or two). */
const MY_TRIALS_LIMIT = 50;

/** The trials linked to the account or booked with its verified email. */
export async function listMyTrials(db: Db, viewer: OrderViewer, now: Date): Promise<MyTrials> {
  const rows = await db
    .select()
    .from(trialBookings)
    .where(trialScope(viewer))
    .orderBy(desc(trialBookings.date), desc(trialBookings.startTime))
    .limit(MY_TRIALS_LIMIT);
  const views = await describeTrials(db, rows, now);
  const upcoming = views.filter((v) => !v.past).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = views.filter((v) => v.past).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { items: [...upcoming, ...past] };
}
