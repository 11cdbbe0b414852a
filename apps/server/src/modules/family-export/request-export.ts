// A person asks for the export of their data: a queued row (at most EXPORTS_PER_DAY in 24 hours), an audit entry,
// and a job that builds it.
import { EXPORTS_PER_DAY, type FamilyExport, type FamilyExportStatus } from '@swim/shared/api/family-export';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { dataExports } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../access/access-policy.js';
import { BUILD_JOB, type ExportJobs, type FamilyExportDeps } from './export-deps.js';
import { toExportView } from './export-view.js';

const DAY_MS = 86_400_000;

async function countToday(db: Db | Tx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.requestedAt, new Date(now.getTime() - DAY_MS))));
  return row?.n ?? 0;
}

/** Records the request and sends the build job; EXPORT_LIMIT past EXPORTS_PER_DAY requests in 24 hours. */
export async function requestExport(deps: FamilyExportDeps, jobs: ExportJobs, actor: Actor): Promise<FamilyExport> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // One request of an account at a time, so two at once cannot both pass the day's limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`family-export:${actor.id}`}))`);
    if ((await countToday(tx, actor.id, now)) >= EXPORTS_PER_DAY) {
      throw new AppError('EXPORT_LIMIT', `At most ${EXPORTS_PER_DAY} exports a day`);
    }
    const [created] = await tx.insert(dataExports).values({ userId: actor.id, requestedAt: now }).returning();
    if (!created) throw new Error('export not recorded');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'data_export.requested',
      entityType: 'user',
      entityId: actor.id,
    });
    return created;
  });
  // Without a queue here (or if the send fails) the minute sweep builds it.
  await jobs
    ?.send(BUILD_JOB, { exportId: row.id }, { singletonKey: row.id })
    .catch((err: unknown) => deps.log.warn({ err, exportId: row.id }, 'export job not sent; the sweep builds it'));
  return toExportView(row, now, deps.secret);
}

/** The caller's newest export and how many more they may ask for today. */
export async function getExportStatus(deps: FamilyExportDeps, actor: Actor): Promise<FamilyExportStatus> {
  const now = deps.now();
  const [latest] = await deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, actor.id))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  const used = await countToday(deps.db, actor.id, now);
  return {
    latest: latest ? toExportView(latest, now, deps.secret) : null,
    remainingToday: Math.max(0, EXPORTS_PER_DAY - used),
  };
}
