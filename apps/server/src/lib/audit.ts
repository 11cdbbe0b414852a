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

/** Writes who changed what; call inside the transaction that makes the change. */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
