// The club's structure: locations, classes and their weekly sessions, coach and athlete profiles.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  type Currency,
  LOCATION_TYPES,
  SKILL_LEVELS,
  type LocationType,
  type SkillLevel,
} from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { users } from './auth.js';
import { createdAt, hasBulgarian, localized, oneOf, pk, updatedAt } from './helpers.js';

export const locations = pgTable(
  'locations',
  {
    id: pk(),
    name: localized('name').notNull(),
    type: text('type').$type<LocationType>().notNull(),
    address: localized('address').notNull(),
    description: localized('description'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check('locations_type_check', oneOf('type', LOCATION_TYPES)),
    check('locations_name_bg_check', hasBulgarian('name')),
  ],
);

export const classes = pgTable(
  'classes',
  {
    id: pk(),
    title: localized('title').notNull(),
    description: localized('description'),
    instructorId: text('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    /** The level the class teaches: a child of that level fits (packages/shared/src/class-fit.ts). */
    level: text('level').$type<SkillLevel>().notNull(),
    /** The ages the class is for, in whole years (the child's age in the club's calendar); null = no bound. */
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    lane: text('lane'),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Minor units. */
    pricePerClass: integer('price_per_class').notNull(),
    /** Minor units; the unlimited (pool_monthly) or kindergarten monthly price. */
    monthlyPrice: integer('monthly_price'),
    currency: text('currency').$type<Currency>().notNull().default('BGN'),
    maxCapacity: integer('max_capacity').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('classes_location_idx').on(t.locationId),
    index('classes_instructor_idx').on(t.instructorId),
    check('classes_level_check', oneOf('level', SKILL_LEVELS)),
    check('classes_currency_check', oneOf('currency', CURRENCIES)),
    check('classes_duration_check', sql`${t.durationMinutes} between 1 and 600`),
    check(
      'classes_price_check',
      sql`${t.pricePerClass} >= 0 and (${t.monthlyPrice} is null or ${t.monthlyPrice} >= 0)`,
    ),
    check('classes_capacity_check', sql`${t.maxCapacity} > 0`),
    check(
      'classes_age_check',
      sql`(${t.minAge} is null or ${t.minAge} between 0 and 99) and (${t.maxAge} is null or ${t.maxAge} between 0 and 99) and (${t.minAge} is null or ${t.maxAge} is null or ${t.minAge} <= ${t.maxAge})`,
    ),
    check('classes_title_bg_check', hasBulgarian('title')),
  ],
);

export const classSessions = pgTable(
  'class_sessions',
  {
    id: pk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** 0 = Monday ... 6 = Sunday. */
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
  },
  (t) => [
    unique('class_sessions_slot_unique').on(t.classId, t.dayOfWeek, t.startTime),
    check('class_sessions_day_check', sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

export const coachProfiles = pgTable('coach_profiles', {
  id: pk(),
  userId: text('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  /** The coach's name as written in each language (bg required; en/ru transliterated by the club). */
  name: localized('name').notNull(),
  title: localized('title').notNull(),
  bio: localized('bio').notNull(),
  achievements: localized('achievements'),
  specialties: jsonb('specialties').$type<LocalizedText[]>().notNull().default([]),
  photoUrl: text('photo_url'),
  yearsExperience: integer('years_experience'),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});

export const athleteProfiles = pgTable('athlete_profiles', {
  id: pk(),
  userId: text('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  /** The athlete's name as written in each language (bg required). */
  name: localized('name').notNull(),
  birthYear: integer('birth_year'),
  discipline: localized('discipline').notNull(),
  achievements: localized('achievements').notNull(),
  photoUrl: text('photo_url'),
  featured: boolean('featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});
