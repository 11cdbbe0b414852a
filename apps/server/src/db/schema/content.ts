// Public content and the club's records: news, media, contact messages, the audit log and the mail outbox.
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MEDIA_TYPES, type MediaType } from '@swim/shared/enums';
import { users } from './auth.js';
import { createdAt, hasBulgarian, localized, oneOf, pk } from './helpers.js';

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
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [index('media_type_idx').on(t.type, t.takenAt), check('media_type_check', oneOf('type', MEDIA_TYPES))],
);

export const contactMessages = pgTable('contact_messages', {
  id: pk(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message').notNull(),
  ipAddress: text('ip_address'),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

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
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
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
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt), index('email_outbox_to_idx').on(t.to)],
);
