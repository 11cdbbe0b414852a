// The waiting lists' minute job (issue 28 item 4): offers past their deadline lapse and their places go to the next
// families, and any class with a free place and families waiting gets its offers (a place freed by something that did
// not offer it at once is offered within a minute). pg-boss runs the schedule once across instances; two runs at once
// would still change each class once, since each takes the class row's lock and acts on what it then reads.
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { waitlistEntries, waitlistOffers } from '../../db/schema/index.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Notices } from '../notices/notice-service.js';
import { offerFreePlaces } from './offer-places.js';

export type WaitlistJobDeps = { db: Db; notices: Notices; publicUrl: string; now: () => Date };

/** One pass over the classes with a lapsed offer or a live list; answers how many classes it looked at. */
export async function runWaitlistOffers(deps: WaitlistJobDeps): Promise<number> {
  const now = deps.now();
  const lapsed = await deps.db
    .selectDistinct({ classId: waitlistOffers.classId })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)));
  const waiting = await deps.db
    .selectDistinct({ classId: waitlistEntries.classId })
    .from(waitlistEntries)
    .where(isNull(waitlistEntries.endedAt));
  const classIds = [...new Set([...lapsed, ...waiting].map((r) => r.classId))].sort();
  for (const classId of classIds) {
    const written = await deps.db.transaction(async (tx) =>
      deps.notices.write(tx, await offerFreePlaces(tx, classId, { now, publicUrl: deps.publicUrl })),
    );
    deps.notices.dispatch(written);
  }
  return classIds.length;
}

/** Registers the job: every minute, once across instances. */
export async function registerWaitlistJobs(queue: JobQueue, deps: WaitlistJobDeps): Promise<void> {
  await queue.work('waitlist-offers', async () => void (await runWaitlistOffers(deps)));
  await queue.schedule('waitlist-offers', '* * * * *');
}
