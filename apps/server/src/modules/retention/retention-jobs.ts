// The retention job's schedule: daily at 03:45 club time (after the night's payment jobs), once across instances
// (pg-boss). Two runs at once would do no harm: each batch locks its rows and skips those another run holds.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import { applyRetention } from './apply-retention.js';

export const RETENTION_JOB = 'privacy-retention';

export type RetentionJobDeps = { db: Db; now: () => Date; log: Pick<Logger, 'info'> };

/** Registers the retention job and its daily schedule. */
export async function registerRetentionJobs(queue: JobQueue, deps: RetentionJobDeps): Promise<void> {
  await queue.work(RETENTION_JOB, async () => {
    const counts = await applyRetention(deps.db, { now: deps.now() });
    deps.log.info({ job: RETENTION_JOB, ...counts }, 'retention periods applied');
  });
  await queue.schedule(RETENTION_JOB, '45 3 * * *', {}, { tz: CLUB_TIME_ZONE });
}
