// The retention job's steps (ADR 0046), one per kind of record. Each works in batches, one transaction per batch, and
// takes rows other writers hold locked on a later run. Every step leaves a row it changed outside its own condition,
// so a batch never meets the same row twice and a step ends when a batch comes back short.
import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  attendance,
  auditLog,
  contactMessages,
  emailOutbox,
  kindergartenBills,
  trialBookings,
} from '../../db/schema/index.js';
import type { Cutoff } from './retention-cutoffs.js';

export type BatchOptions = { db: Db; batchSize: number };

/**
 * Runs `apply` on batches of the ids `where` selects (locked, skipping rows locked elsewhere) until a batch comes back
 * short; answers how many rows it handled.
 */
async function inBatches(
  { db, batchSize }: BatchOptions,
  target: { table: PgTable; id: PgColumn; where: SQL | undefined },
  apply: (tx: Tx, ids: string[]) => Promise<unknown>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: target.id })
        .from(target.table)
        .where(target.where)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const found = rows.map((r) => r.id as string);
      if (found.length > 0) await apply(tx, found);
      return found;
    });
    total += ids.length;
    if (ids.length < batchSize) return total;
  }
}

const timestamp = (cutoff: Cutoff) => sql`${cutoff.instant.toISOString()}::timestamptz`;

/** Deletes conversations whose last word (the message or its newest reply) is older than the cutoff; replies go with them. */
export function deleteOldContactMessages(options: BatchOptions, cutoff: Cutoff): Promise<number> {
  const lastWord = sql`greatest(${contactMessages.createdAt}, coalesce((select max(r.created_at) from contact_replies r where r.message_id = ${contactMessages.id}), ${contactMessages.createdAt}))`;
  return inBatches(
    options,
    { table: contactMessages, id: contactMessages.id, where: sql`${lastWord} < ${timestamp(cutoff)}` },
    (tx, ids) => tx.delete(contactMessages).where(inArray(contactMessages.id, ids)),
  );
}

/**
 * Empties the text, HTML and headers (an unsubscribe link names its recipient) of mail sent before the cutoff, and of
 * mail written before it that never went out: the retry job gives a mail up within a day, so one that old will never
 * be sent. The row (address, subject, kind, time) stays.
 */
export function clearOldOutboxBodies(options: BatchOptions, cutoff: Cutoff): Promise<number> {
  const where = and(
    lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`, cutoff.instant),
    or(sql`${emailOutbox.text} <> ''`, isNotNull(emailOutbox.html), isNotNull(emailOutbox.headers)),
  );
  return inBatches(options, { table: emailOutbox, id: emailOutbox.id, where }, (tx, ids) =>
    tx.update(emailOutbox).set({ text: '', html: null, headers: null }).where(inArray(emailOutbox.id, ids)),
  );
}

/** Removes the details of audit entries written before the cutoff; who did what to which record, and when, stays. */
export function clearOldAuditDetails(options: BatchOptions, cutoff: Cutoff): Promise<number> {
  const where = and(lt(auditLog.createdAt, cutoff.instant), isNotNull(auditLog.details));
  return inBatches(options, { table: auditLog, id: auditLog.id, where }, (tx, ids) =>
    tx.update(auditLog).set({ details: null }).where(inArray(auditLog.id, ids)),
  );
}

/**
 * Deletes attendance of days before the cutoff, except the marks of a month a kindergarten bill counted (the child, the
 * bill's class, that month) while the bill is within the accounting duty: they are what the bill's count stands on.
 * A bill whose enrollment is gone keeps all of the child's marks of its month.
 */
export function deleteOldAttendance(options: BatchOptions, cutoff: Cutoff, accountingFrom: string): Promise<number> {
  const billed = sql`exists (
    select 1 from ${kindergartenBills} b
    left join enrollments e on e.id = b.enrollment_id
    where b.child_id = ${attendance.childId}
      and (b.enrollment_id is null or e.class_id = ${attendance.classId})
      and ${attendance.date} >= b.month
      and ${attendance.date} < (b.month + interval '1 month')
      and b.month >= ${accountingFrom}::date
  )`;
  const where = and(lt(attendance.date, cutoff.day), sql`not ${billed}`);
  return inBatches(options, { table: attendance, id: attendance.id, where }, (tx, ids) =>
    tx.delete(attendance).where(inArray(attendance.id, ids)),
  );
}

/** A trial that led to an account or an enrollment: the family's own records hold who they are. */
const becameFamily = or(
  isNotNull(trialBookings.userId),
  isNotNull(trialBookings.enrollmentId),
  isNotNull(trialBookings.convertedAt),
);

/** Deletes trials of sessions before the cutoff booked by visitors who never became a family. */
export function deleteOldTrialVisitors(options: BatchOptions, cutoff: Cutoff): Promise<number> {
  const where = and(lt(trialBookings.date, cutoff.day), sql`not (${becameFamily})`);
  return inBatches(options, { table: trialBookings, id: trialBookings.id, where }, (tx, ids) =>
    tx.delete(trialBookings).where(inArray(trialBookings.id, ids)),
  );
}

/**
 * Empties the visitor's name, address, phone and child's first name on older trials that became a family; the trial
 * itself (class, day, outcome, the account and enrollment it led to) stays for the conversion figures.
 */
export function pseudonymiseOldTrials(options: BatchOptions, cutoff: Cutoff): Promise<number> {
  const where = and(
    lt(trialBookings.date, cutoff.day),
    becameFamily,
    or(
      sql`${trialBookings.parentName} <> ''`,
      sql`${trialBookings.email} <> ''`,
      sql`${trialBookings.phone} <> ''`,
      sql`${trialBookings.childFirstName} <> ''`,
    ),
  );
  return inBatches(options, { table: trialBookings, id: trialBookings.id, where }, (tx, ids) =>
    tx
      .update(trialBookings)
      .set({ parentName: '', email: '', phone: '', childFirstName: '' })
      .where(inArray(trialBookings.id, ids)),
  );
}
