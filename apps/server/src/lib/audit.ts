import type { AuditAction, AuditDetails } from '@swim/shared/api/admin-audit';
import type { Db, Tx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** Who makes an audited change, and the database it goes to. */
export type Writer = { db: Db; actorId: string };

export type AuditEntry = {
  actorId: string | null;
  action: AuditAction;
  entityType: string;
  entityId: string;
  /** Only keys the audit log can label (AUDIT_DETAIL_KEYS). */
  details?: AuditDetails;
};

/**
 * Writes who changed what; call inside the transaction that makes the change. Answers the entry's id (the change's
 * one record: a notice of it is keyed by it).
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<string> {
  const [row] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
  if (!row) throw new Error('audit entry not written');
  return row.id;
}
