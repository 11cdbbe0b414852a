// Shared set-up of the trial lesson tests, on the calendar of sessions-test-kit.ts: now is Monday 7 December 2026,
// 10:00 in Sofia; the class built here meets Mondays and Wednesdays at 17:00 for 60 minutes.
import { randomUUID } from 'node:crypto';
import type { TrialBookInput } from '@swim/shared/api/trials';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.js';
import { emailOutbox, trialBookings } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { TEST_ORIGIN } from '../../test/auth.js';
import { buildClass, buildLocation, buildUser, type ClassOverrides } from '../../test/factories.js';
import { hashTrialToken, trialToken } from './trial-token.js';

let family = 0;
let familyEmail = 'gergana.koleva@example.bg';

/**
 * A new family's address for the bookings that follow (call before each test): the limit per email counts across the
 * tests of a file, as the app's counters live as long as the app.
 */
export function newVisitorFamily(): string {
  family++;
  familyEmail = `gergana.koleva.${family}@example.bg`;
  return familyEmail;
}

/** A visitor's valid booking of Monday 14 December 17:00 in `classId` (override what a test is about). */
export function visitorBooking(classId: string, overrides: Partial<TrialBookInput> = {}): TrialBookInput {
  return {
    classId,
    date: '2026-12-14',
    startTime: '17:00',
    parentName: 'Гергана Колева',
    email: familyEmail,
    phone: '+359 888 555 111',
    childFirstName: 'Ива',
    childBirthYear: 2018,
    consent: true,
    ...overrides,
  };
}

let visitors = 0;

/** POST /api/trials as an anonymous visitor, each from an address of their own unless `ip` says otherwise. */
export function bookAsVisitor(
  t: TestApp,
  body: unknown,
  options: { ip?: string; headers?: InjectOptions['headers'] } = {},
): Promise<LightMyRequestResponse> {
  visitors++;
  return t.app.inject({
    method: 'POST',
    url: '/api/trials',
    headers: { origin: TEST_ORIGIN, ...(options.headers ?? {}) },
    remoteAddress: options.ip ?? `10.9.${(visitors >> 8) & 255}.${visitors & 255}`,
    payload: body as InjectOptions['payload'],
  });
}

/** A pool class coached by Иван Треньор at Басейн Дружба (ул. Морска 5), Mondays and Wednesdays 17:00. */
export async function buildTrialClass(db: Db, overrides: ClassOverrides = {}) {
  const coach = await buildUser(db, { role: 'instructor', name: 'Иван Треньор' });
  const location = await buildLocation(db, {
    name: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
    address: { bg: 'ул. Морска 5', en: '5 Morska St' },
  });
  const cls = await buildClass(db, {
    title: { bg: 'Делфинчета', en: 'Little Dolphins' },
    instructorId: coach.id,
    locationId: location.id,
    ...overrides,
  });
  return { cls, coach, location };
}

/** The mails of a kind in the outbox, oldest first. */
export async function mailsOfKind(db: Db, kind: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).orderBy(emailOutbox.createdAt);
}

/** The link secret a trial mail carries (its cancel link's, the same in every link). */
export function tokenIn(text: string): string {
  const match = /\/trial\/cancel\?t=([A-Za-z0-9_-]+)/.exec(text) ?? /[?&]trial=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no trial link in: ${text}`);
  return match[1];
}

/** How many trial bookings and mails there are (what a refusal must leave as it was). */
export async function trialState(db: Db) {
  const [trials] = await db.select({ n: sql<number>`count(*)::int` }).from(trialBookings);
  const [mails] = await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
  return { trials: trials?.n ?? 0, mails: mails?.n ?? 0 };
}

/**
 * A trial written as the schema holds it (for states the public form cannot reach: past dates, marks). With the app's
 * secret its mail links work (the secret is derived from the id, as a booking's is).
 */
export async function insertTrial(
  db: Db,
  values: Partial<typeof trialBookings.$inferInsert> & { classId: string; date: string },
  { secret }: { secret?: string } = {},
) {
  const id = randomUUID();
  const [row] = await db
    .insert(trialBookings)
    .values({
      id,
      startTime: '17:00',
      parentName: 'Гергана Колева',
      email: 'gergana.koleva@example.bg',
      phone: '+359 888 555 111',
      childFirstName: 'Ива',
      childBirthYear: 2018,
      language: 'bg',
      consentAt: new Date(),
      tokenHash: hashTrialToken(secret ? trialToken(secret, id) : randomUUID()),
      ...values,
    })
    .returning();
  if (!row) throw new Error('trial not written');
  return row;
}

/** The live trial rows of a class on a date. */
export const liveTrials = (db: Db, classId: string, date: string) =>
  db
    .select()
    .from(trialBookings)
    .where(and(eq(trialBookings.classId, classId), eq(trialBookings.date, date), sql`cancelled_at is null`));
