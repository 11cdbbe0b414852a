// One row per topic of public data; database triggers stamp it in the same transaction as every write to the
// topic's tables (migration 0006), so any instance can tell with one tiny query whether its cached copy is current.
import { bigint, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

/** Unique stamps (never reused, also after a truncate), so a cache can never mistake a new version for an old one. */
export const dataVersionStamp = pgSequence('data_version_stamp');

export const dataVersions = pgTable('data_versions', {
  topic: text('topic').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** The transaction that stamped the row last: one stamp per transaction, however many rows it writes. */
  tx: bigint('tx', { mode: 'number' }).notNull(),
});

/**
 * One row per parent whose family data (children, enrollments, payments, subscriptions) was written: stamped by
 * triggers from the same sequence (migration 0009), so the parent's dashboard can be served from memory until then.
 */
export const familyVersions = pgTable('family_versions', {
  parentId: text('parent_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  tx: bigint('tx', { mode: 'number' }).notNull(),
});
