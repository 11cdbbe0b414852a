// The export's jobs: build a requested export at once, sweep up any still queued every minute, and delete expired
// files every night. pg-boss runs each schedule once across instances.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import type { JobQueue } from '../../lib/jobs.js';
import { buildExport, buildQueuedExports } from './build-export.js';
import { BUILD_JOB, type FamilyExportDeps } from './export-deps.js';
import { removeExpiredExports } from './remove-expired-exports.js';

/** Registers the build worker, the minute sweep and the nightly cleanup. */
export async function registerFamilyExportJobs(queue: JobQueue, deps: FamilyExportDeps): Promise<void> {
  await queue.work<{ exportId?: string }>(BUILD_JOB, async ({ exportId }) => {
    if (typeof exportId === 'string') await buildExport(deps, exportId);
  });
  await queue.work('family-export-sweep', async () => void (await buildQueuedExports(deps)));
  await queue.schedule('family-export-sweep', '* * * * *');
  await queue.work('family-export-cleanup', async () => void (await removeExpiredExports(deps)));
  await queue.schedule('family-export-cleanup', '40 3 * * *', {}, { tz: CLUB_TIME_ZONE });
}
