// What every part of an erasure shares: its steps (recorded with ids and counts only), pseudonyms, and scrubbing the
// free text that may mention the erased people (mail bodies, audit details).
import { randomBytes } from 'node:crypto';
import type { ErasureStepName } from '@swim/shared/api/erasure';
import { type SQL, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { auditLog, emailOutbox } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';

/** One step of an erasure: what it did, and to which rows (ids only, never the data). */
export type ErasureStep = { step: ErasureStepName; ids: string[] };

/** The strings the erased people were known by (names, the address, the phone), to find them in free text. */
export type Traces = string[];

/** A short code that tells erased records apart on screens ("Erased account 1a2b"); unrelated to the person. */
export const pseudonymCode = () => randomBytes(2).toString('hex');

/** True where a text (or jsonb) column mentions any of the traces, case-insensitively. */
export function mentions(column: SQL | SQL.Aliased | Parameters<typeof sql>[1], traces: Traces): SQL {
  const usable = [...new Set(traces.map((t) => t.trim().toLowerCase()).filter((t) => t.length >= 3))];
  if (usable.length === 0) return sql`false`;
  return sql`(${sql.join(
    usable.map((t) => sql`position(${t} in lower(${column}::text)) > 0`),
    sql` or `,
  )})`;
}

/**
 * Mail that was sent to the address or mentions the people: bodies, subjects and headers cleared, and the address
 * replaced by the pseudonymous one when it was theirs. The row stays as the record that a mail went out.
 */
export async function scrubOutbox(
  tx: Tx,
  { traces, address, replacement }: { traces: Traces; address: string | null; replacement: string | null },
): Promise<ErasureStep> {
  const toThem = address ? sql`lower(${emailOutbox.to}) = lower(${address})` : sql`false`;
  const rows = await tx
    .update(emailOutbox)
    .set({
      to: address && replacement ? sql`case when ${toThem} then ${replacement} else ${emailOutbox.to} end` : undefined,
      subject: '',
      text: '',
      html: null,
      headers: null,
    })
    .where(
      or(
        toThem,
        mentions(emailOutbox.subject, traces),
        mentions(emailOutbox.text, traces),
        mentions(emailOutbox.html, traces),
      ),
    )
    .returning({ id: emailOutbox.id });
  return { step: 'outbox_mail_cleared', ids: rows.map((r) => r.id) };
}

/**
 * Audit entries about the people (their records by id, or details naming them): the details go, the entry (who did
 * what to which record, when) stays.
 */
export async function scrubAudit(
  tx: Tx,
  { traces, recordIds, actorId }: { traces: Traces; recordIds: string[]; actorId: string | null },
): Promise<ErasureStep> {
  const about = recordIds.length > 0 ? inArray(auditLog.entityId, recordIds) : sql`false`;
  const naming =
    recordIds.length > 0
      ? sql`${auditLog.details}->>'childId' in (${sql.join(
          recordIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  const byThem = actorId ? sql`${auditLog.actorId} = ${actorId}` : sql`false`;
  const rows = await tx
    .update(auditLog)
    .set({ details: null })
    .where(sql`${auditLog.details} is not null and (${or(about, naming, byThem, mentions(auditLog.details, traces))})`)
    .returning({ id: auditLog.id });
  return { step: 'audit_details_cleared', ids: rows.map((r) => r.id) };
}

/** Records each step of an erasure on its request: the step's name and the count and ids of the rows it changed. */
export async function recordSteps(
  tx: Tx,
  { requestId, actorId, steps }: { requestId: string; actorId: string | null; steps: ErasureStep[] },
): Promise<void> {
  for (const { step, ids } of steps) {
    await recordAudit(tx, {
      actorId,
      action: 'erasure.step',
      entityType: 'erasure_request',
      entityId: requestId,
      details: { step, count: ids.length, ids },
    });
  }
}
