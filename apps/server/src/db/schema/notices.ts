// Notices (issue 27): what each account chose to receive, every notice sent (once per event, recipient and channel),
// the devices that allow push, the server's own keys (VAPID) and the secret calendar addresses.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTICE_CHANNELS, NOTICE_KINDS, type NoticeChannel, type NoticeKind } from '@swim/shared/notices';
import { users } from './auth.js';
import { emailOutbox } from './content.js';
import { createdAt, oneOf, pk, updatedAt } from './helpers.js';

/** Only what differs from the default: every kind is on for every channel until the account turns it off. */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    channel: text('channel').$type<NoticeChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check('notice_preferences_kind_check', oneOf('kind', NOTICE_KINDS)),
    check('notice_preferences_channel_check', oneOf('channel', NOTICE_CHANNELS)),
  ],
);

/** The push a notice carries (also what a retry sends again). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/**
 * One row per event, recipient and channel, written in the same transaction as the outbox mail (or before the push
 * leaves): the unique key is what makes a job restarted mid-way, or run on two instances, send nothing twice.
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: pk(),
    /** The event, e.g. 'payment_due:<parent>:2026-12-04'; with user and channel it is sent once. */
    eventKey: text('event_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    channel: text('channel').$type<NoticeChannel>().notNull(),
    /** The mail it wrote (mail channel). */
    outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    /** What the push says (push channel). */
    payload: jsonb('payload').$type<PushPayload>(),
    /** Push: when at least one of the account's devices took it (or it had none left). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Push: when a sender took it to send (a lease: another sender leaves it alone for a while). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notice_deliveries_event_unique').on(t.eventKey, t.userId, t.channel),
    index('notice_deliveries_user_idx').on(t.userId, t.createdAt),
    index('notice_deliveries_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null and ${t.channel} = 'push'`),
    check('notice_deliveries_kind_check', oneOf('kind', NOTICE_KINDS)),
    check('notice_deliveries_channel_check', oneOf('channel', NOTICE_CHANNELS)),
  ],
);

/** A browser or phone that allowed notifications (the Push API's subscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: pk(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person sees in their list of devices ("Chrome on Android"). */
    userAgent: text('user_agent'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Keys the server makes for itself on first start and keeps (the VAPID key pair, unless configured). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/** An account's secret calendar address; a new token revokes the old address. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_unique').on(t.token)],
);
