// Public content and the club's records: news, media, contact messages, the audit log and the mail outbox.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ClubLegalDetails } from '@swim/shared/api/invoices';
import { CURRENCIES, type Currency, LANGUAGES, type Language } from '@swim/shared/enums';
import { MEDIA_TYPES, type MediaType } from '@swim/shared/enums';
import { DEFAULT_PRICING, type PricingSettings } from '@swim/shared/period-price';
import { DEFAULT_RETENTION, type RetentionSettings } from '@swim/shared/privacy';
import { DEFAULT_SESSION_RULES, type SessionRules } from '@swim/shared/session-rules';
import { users } from './auth.js';
import { createdAt, hasBulgarian, localized, oneOf, pk, updatedAt } from './helpers.js';

export const news = pgTable(
  'news',
  {
    id: pk(),
    slug: text('slug').notNull().unique(),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    body: localized('body').notNull(),
    imageUrl: text('image_url'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Drafts are never served publicly; a published article shows from its publication date on. */
    published: boolean('published').notNull().default(false),
    /** The publication date shown with the article (may be set on a draft). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt), check('news_title_bg_check', hasBulgarian('title'))],
);

export const media = pgTable(
  'media',
  {
    id: pk(),
    type: text('type').$type<MediaType>().notNull(),
    title: localized('title').notNull(),
    description: localized('description'),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    width: integer('width'),
    height: integer('height'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Hidden items stay in the admin's gallery but are not served publicly. */
    hidden: boolean('hidden').notNull().default(false),
    /** The gallery's order, lowest first (then newest first). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** The content type detected from the file's bytes, and the stored size (null for seeded or linked items). */
    mimeType: text('mime_type'),
    byteSize: integer('byte_size'),
    /** The folder under the uploads directory that holds this item's files (null when not uploaded). */
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_type_idx').on(t.type, t.takenAt),
    index('media_order_idx').on(t.sortOrder, t.takenAt),
    check('media_type_check', oneOf('type', MEDIA_TYPES)),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: pk(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The interface language the sender wrote in: replies go out in it. */
    locale: text('locale').$type<Language>().notNull().default('bg'),
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_inbox_idx').on(t.handledAt, t.createdAt),
    check('contact_messages_locale_check', oneOf('locale', LANGUAGES)),
  ],
);

/** Replies sent from the inbox, by mail through the outbox. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: pk(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    outboxId: uuid('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

/** One day's office hours ('HH:MM'), or null when the office is closed that day. */
export type OfficeDay = { open: string; close: string } | null;
export type BankDetails = { holder: string; iban: string; bic: string; bank: string };

/** The club's own details, one row (id 1): footer, /contact, /club and the bank-transfer screen. */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: localized('name').notNull(),
    address: localized('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** Seven entries, Monday (0) to Sunday (6). */
    officeHours: jsonb('office_hours').$type<OfficeDay[]>().notNull(),
    bank: jsonb('bank').$type<BankDetails>().notNull(),
    /** The first-period rule and the discounts (ADR 0033). */
    pricing: jsonb('pricing').$type<PricingSettings>().notNull().default(DEFAULT_PRICING),
    /**
     * The currency the club prices in (issue 24). Null until first decided: at start-up from CURRENCY or the stored
     * prices (db/club-currency.ts); the BGN-to-EUR changeover sets it to EUR.
     */
    currency: text('currency').$type<Currency>(),
    /** Every price a parent or visitor sees also shows the other currency at the fixed rate (issue 24). */
    dualDisplay: boolean('dual_display').notNull().default(false),
    /** The club as its invoices name it; null until the admin enters it (no invoice is issued before). */
    legal: jsonb('legal').$type<ClubLegalDetails>(),
    /** A period is due on its first day plus this many days; after that an unpaid balance is overdue (issue 25). */
    paymentGraceDays: smallint('payment_grace_days').notNull().default(10),
    /** Absences, make-up credits and cancelled sessions (issue 26, ADR 0039). */
    sessionRules: jsonb('session_rules').$type<SessionRules>().notNull().default(DEFAULT_SESSION_RULES),
    /** How long contact messages, mail bodies, audit details, attendance and trial visitors are kept (issue 29). */
    retention: jsonb('retention').$type<RetentionSettings>().notNull().default(DEFAULT_RETENTION),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('club_settings_single_row', sql`${t.id} = 1`),
    check('club_settings_hours_check', sql`jsonb_array_length(${t.officeHours}) = 7`),
    check('club_settings_currency_check', sql`currency is null or ${oneOf('currency', CURRENCIES)}`),
    check('club_settings_grace_check', sql`payment_grace_days between 0 and 60`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: pk(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'user.role_changed', 'athlete.approved', 'payment.refunded', 'child.deleted'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: pk(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    /** What the mail is, e.g. 'verify-email', 'reset-password', 'contact'. */
    kind: text('kind').notNull(),
    /** Extra headers, e.g. List-Unsubscribe on a notice the recipient can turn off. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt), index('email_outbox_to_idx').on(t.to)],
);
