// The retention job's run (issue 29, ADR 0046): contact messages, sent mail's bodies, audit details, attendance and
// trial visitors older than the club's periods are deleted or emptied. Payments, refunds, invoices, credit notes,
// kindergarten bills and orders are never touched (the accounting duty keeps them ten years), and nothing else goes.
import type { RetentionSettings } from '@swim/shared/privacy';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { readRetentionSettings } from '../settings/settings.service.js';
import { retentionCutoffs } from './retention-cutoffs.js';
import {
  clearOldAuditDetails,
  clearOldOutboxBodies,
  deleteOldAttendance,
  deleteOldContactMessages,
  deleteOldTrialVisitors,
  pseudonymiseOldTrials,
} from './retention-steps.js';

/** How many rows one transaction changes: small enough not to hold locks long on a busy club. */
export const RETENTION_BATCH_SIZE = 500;

/** What a run removed, by kind; counts only, never whose. */
export type RetentionCounts = {
  contactMessagesDeleted: number;
  outboxBodiesCleared: number;
  auditDetailsCleared: number;
  attendanceDeleted: number;
  trialsDeleted: number;
  trialsPseudonymised: number;
};

export type RetentionRunOptions = {
  now: Date;
  /** The periods to apply; the club's stored ones when left out. */
  settings?: RetentionSettings;
  batchSize?: number;
};

/** Applies the club's retention periods once and records the run's counts in the audit log; answers the counts. */
export async function applyRetention(db: Db, options: RetentionRunOptions): Promise<RetentionCounts> {
  const settings = options.settings ?? (await readRetentionSettings(db));
  const cutoffs = retentionCutoffs(settings, options.now);
  const batch = { db, batchSize: options.batchSize ?? RETENTION_BATCH_SIZE };
  const counts: RetentionCounts = {
    contactMessagesDeleted: await deleteOldContactMessages(batch, cutoffs.contactMessages),
    outboxBodiesCleared: await clearOldOutboxBodies(batch, cutoffs.outboxBodies),
    // Before this run's own entry is written, so a short period never empties it at once.
    auditDetailsCleared: await clearOldAuditDetails(batch, cutoffs.auditDetails),
    attendanceDeleted: await deleteOldAttendance(batch, cutoffs.attendance, cutoffs.accountingFrom),
    trialsDeleted: await deleteOldTrialVisitors(batch, cutoffs.trialVisitors),
    trialsPseudonymised: await pseudonymiseOldTrials(batch, cutoffs.trialVisitors),
  };
  await recordAudit(db, {
    actorId: null,
    action: 'retention.applied',
    entityType: 'settings',
    entityId: '1',
    details: counts,
  });
  return counts;
}
