// Waiting lists with timed offers, and trial lessons (issue 28, ADR 0044).
// A waiting-list entry is a child waiting for a place in a class with a chosen plan; it is live until it ends (the
// child enrolled, left, was removed, or let an offer pass). An offer holds a place for one entry until it is answered
// or lapses; an open offer counts against the class's capacity. A trial booking takes a place in one dated session.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, PLAN_TYPES, type Language, type PlanType } from '@swim/shared/enums';
import { users } from './auth.js';
import { children, enrollments } from './children.js';
import { classes } from './club.js';
import { createdAt, oneOf, pk } from './helpers.js';

/** Why a waiting-list entry ended. */
export const WAITLIST_END_REASONS = ['enrolled', 'left', 'removed', 'declined', 'expired'] as const;
export type WaitlistEndReason = (typeof WAITLIST_END_REASONS)[number];

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: pk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The plan the family chose: accepting an offer enrolls with it. */
    planType: text('plan_type').$type<PlanType>().notNull(),
    /** The order in line: lower first (joining takes the next number; an admin's reorder renumbers the live ones). */
    position: integer('position').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    joinedBy: text('joined_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<WaitlistEndReason>(),
    endedBy: text('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_one_live_per_child_class').on(t.childId, t.classId).where(sql`${t.endedAt} is null`),
    index('waitlist_entries_live_class_idx').on(t.classId, t.position).where(sql`${t.endedAt} is null`),
    check('waitlist_entries_plan_check', oneOf('plan_type', PLAN_TYPES)),
    check(
      'waitlist_entries_end_check',
      sql`(ended_at is null) = (end_reason is null) and (end_reason is null or ${oneOf('end_reason', WAITLIST_END_REASONS)})`,
    ),
  ],
);

export const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: pk(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    status: text('status').$type<WaitlistOfferStatus>().notNull().default('open'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the place is held. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** null: offered by the waiting list itself; otherwise the admin who offered the place by hand. */
    offeredBy: text('offered_by').references(() => users.id, { onDelete: 'set null' }),
    /** An admin's offer beyond the class's capacity: accepting it does not need a free place. */
    overCapacity: boolean('over_capacity').notNull().default(false),
    /** SHA-256 of the secret in the mail's accept and decline links. */
    tokenHash: text('token_hash').notNull(),
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waitlist_offers_token_unique').on(t.tokenHash),
    // A child holds at most one offer at a time (whatever the class), and an entry at most one.
    uniqueIndex('waitlist_offers_one_open_per_child').on(t.childId).where(sql`${t.status} = 'open'`),
    uniqueIndex('waitlist_offers_one_open_per_entry').on(t.entryId).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_open_class_idx').on(t.classId).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    check('waitlist_offers_status_check', oneOf('status', WAITLIST_OFFER_STATUSES)),
  ],
);

export const trialBookings = pgTable(
  'trial_bookings',
  {
    id: pk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** The dated session's key (ADR 0039): the date and time the weekly pattern gives it. */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    parentName: text('parent_name').notNull(),
    /** Lower-cased: with the child's first name and birth year it names the child for the club's limit. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    childFirstName: text('child_first_name').notNull(),
    childBirthYear: integer('child_birth_year').notNull(),
    /** The visitor's language: the mails are written in it. */
    language: text('language').$type<Language>().notNull(),
    /** When the visitor agreed to be contacted about the trial. */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the secret in the confirmation mail's links (create the account, cancel). */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The coach's mark: present or absent. */
    attendance: text('attendance').$type<'present' | 'absent'>(),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** The account the family created from the confirmation mail (or signed in with, with the same address). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the "enroll in this class" mail went out after the session. */
    followUpSentAt: timestamp('follow_up_sent_at', { withTimezone: true }),
    /** The enrollment that followed the trial (its conversion). */
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trial_bookings_token_unique').on(t.tokenHash),
    index('trial_bookings_class_date_idx').on(t.classId, t.date),
    index('trial_bookings_email_idx').on(t.email),
    index('trial_bookings_user_idx').on(t.userId),
    check('trial_bookings_language_check', oneOf('language', LANGUAGES)),
    check('trial_bookings_attendance_check', sql`attendance is null or attendance in ('present', 'absent')`),
    check('trial_bookings_birth_year_check', sql`child_birth_year between 1900 and 2100`),
  ],
);
