// The daily erasure job (issue 29 item 4): requests whose grace period has passed are carried out by the same
// function an admin's confirmation calls. pg-boss runs it once across instances; a request confirmed meanwhile is
// no longer pending and is skipped.
import type { JobQueue } from '../../lib/jobs.js';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { AppError } from '../../lib/errors.js';
import { type ErasureDeps, dueErasureRequests, runErasure } from './run-erasure.js';

/** Carries out every due request; answers how many it erased. One failing request does not hold back the others. */
export async function runDueErasures(
  deps: ErasureDeps & { log: { error: (obj: object, msg?: string) => void } },
): Promise<number> {
  let erased = 0;
  let failed: unknown = null;
  for (const requestId of await dueErasureRequests(deps.db, deps.now())) {
    try {
      await runErasure(deps, { requestId, actorId: null });
      erased += 1;
    } catch (err) {
      // Confirmed meanwhile, or waiting for the admin's decision on an account made staff since: not a failure.
      if (err instanceof AppError && (err.code === 'ERASURE_NOT_PENDING' || err.code === 'ERASURE_STAFF_ACCOUNT')) {
        continue;
      }
      deps.log.error({ err, requestId }, 'erasure failed; it is tried again on the next run');
      failed = err;
    }
  }
  // The job is marked failed (and retried by pg-boss) when a request could not be erased.
  if (failed) throw failed;
  return erased;
}

/** Registers the job: every day at 03:15 club time, once across instances. */
export async function registerErasureJobs(
  queue: JobQueue,
  deps: ErasureDeps & { log: { error: (obj: object, msg?: string) => void } },
): Promise<void> {
  await queue.work('erasure-due', async () => void (await runDueErasures(deps)));
  await queue.schedule('erasure-due', '15 3 * * *', {}, { tz: CLUB_TIME_ZONE });
}
