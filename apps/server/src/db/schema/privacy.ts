// Children's data (issue 29, ADR 0045): consents, who is in a gallery item, family exports and erasure requests.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_GIVERS, CONSENT_KINDS, type ConsentGiver, type ConsentKind } from '@swim/shared/privacy';
import { users } from './auth.js';
import { children } from './children.js';
import { media } from './content.js';
import { oneOf, pk } from './helpers.js';

/**
 * Every answer to a consent, never changed: the newest row per subject and kind is the consent in force. The subject is
 * a child, or an athlete's own account when the athlete has no child record.
 */
export const consents = pgTable(
  'consents',
  {
    id: pk(),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    athleteId: text('athlete_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConsentKind>().notNull(),
    granted: boolean('granted').notNull(),
    /** The version of the consent text (CONSENT_TEXTS) the answer was given to. */
    textVersion: integer('text_version').notNull(),
    givenBy: text('given_by').references(() => users.id, { onDelete: 'set null' }),
    givenAs: text('given_as').$type<ConsentGiver>().notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consents_child_idx').on(t.childId, t.kind, t.givenAt),
    index('consents_athlete_idx').on(t.athleteId, t.kind, t.givenAt),
    check('consents_kind_check', oneOf('kind', CONSENT_KINDS)),
    check('consents_given_as_check', oneOf('given_as', CONSENT_GIVERS)),
    check('consents_one_subject', sql`(child_id is null) <> (athlete_id is null)`),
  ],
);

/** The children an admin tagged as appearing in a gallery item. */
export const mediaChildren = pgTable(
  'media_children',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    taggedBy: text('tagged_by').references(() => users.id, { onDelete: 'set null' }),
    taggedAt: timestamp('tagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.childId] }), index('media_children_child_idx').on(t.childId)],
);

export const DATA_EXPORT_STATUSES = ['queued', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** A family's export: made by a background job, downloadable by its owner until it expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: pk(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('queued'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The file's name under DATA_DIR/exports (random); removed when the export expires. */
    fileKey: text('file_key'),
    byteSize: integer('byte_size'),
    /** The download link's secret, hashed (the link also needs the owner's session). */
    tokenHash: text('token_hash'),
    error: text('error'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    check('data_exports_status_check', oneOf('status', DATA_EXPORT_STATUSES)),
  ],
);

export const ERASURE_SCOPES = ['account', 'child'] as const;
export type ErasureScope = (typeof ERASURE_SCOPES)[number];
export const ERASURE_STATUSES = ['pending', 'completed', 'cancelled', 'refused'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/**
 * A request to erase an account (with its children) or one child. It holds no personal data, so it stays as the
 * record of the erasure.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: pk(),
    scope: text('scope').$type<ErasureScope>().notNull(),
    /** The account asking (the parent); kept after erasure, when the account is a pseudonym. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    status: text('status').$type<ErasureStatus>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** It proceeds on its own at this time unless confirmed or cancelled sooner. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why an admin refused it (shown to the family; kept with the request, not only in the audit log). */
    refusalReason: text('refusal_reason'),
  },
  (t) => [
    index('erasure_requests_due_idx').on(t.status, t.dueAt),
    index('erasure_requests_user_idx').on(t.userId),
    check('erasure_requests_scope_check', oneOf('scope', ERASURE_SCOPES)),
    check('erasure_requests_status_check', oneOf('status', ERASURE_STATUSES)),
    check('erasure_requests_child_scope', sql`scope = 'account' or child_id is not null or status <> 'pending'`),
  ],
);
