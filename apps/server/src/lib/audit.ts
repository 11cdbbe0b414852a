import type { Db, Tx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
};

/** Writes who changed what; call inside the transaction that makes the change. */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
