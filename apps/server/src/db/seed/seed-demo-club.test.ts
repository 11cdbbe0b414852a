import { existsSync } from 'node:fs';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import { PRODUCT_CATEGORIES, ROLES, SKILL_LEVELS } from '@swim/shared/enums';
import { isValidEik } from '@swim/shared/eik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/database.js';
import * as schema from '../schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { SEED_ASSETS_DIR, SEED_ASSETS_URL_PREFIX } from './seed-assets.js';
import { seedDemoClub } from './seed-demo-club.js';

// One "now" for every run, so all runs compute the same relative dates.
const now = new Date();
let database: TestDatabase;
let firstRun: { seeded: boolean };
let seededCounts: Record<string, number>;
beforeAll(async () => {
  database = await createTestDatabase();
  firstRun = await seedDemoClub(database.db, { now });
  seededCounts = await countAll();
});
afterAll(async () => {
  await database?.close();
});

async function countRows(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const COUNTED_TABLES = {
  users: schema.users,
  accounts: schema.accounts,
  locations: schema.locations,
  classes: schema.classes,
  classSessions: schema.classSessions,
  children: schema.children,
  enrollments: schema.enrollments,
  attendance: schema.attendance,
  payments: schema.payments,
  products: schema.products,
  news: schema.news,
  media: schema.media,
};

async function countAll(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED_TABLES).map(async ([name, table]) => [name, await countRows(table)] as const),
  );
  return Object.fromEntries(entries);
}

describe('seedDemoClub', () => {
  it('seeds pools, a kindergarten, coaches and a week of classes at every level', async () => {
    const { db } = database;
    expect(firstRun).toEqual({ seeded: true });
    const places = await db.select().from(schema.locations);
    expect(places.filter((l) => l.type === 'pool').length).toBeGreaterThanOrEqual(2);
    expect(places.filter((l) => l.type === 'kindergarten').length).toBeGreaterThanOrEqual(1);
    for (const place of places) expect(place.name.en && place.name.ru && place.description?.ru).toBeTruthy();

    const instructors = await db.select().from(schema.users).where(eq(schema.users.role, 'instructor'));
    const coaches = await db.select().from(schema.coachProfiles);
    expect(instructors).toHaveLength(3);
    expect(new Set(coaches.map((c) => c.userId))).toEqual(new Set(instructors.map((i) => i.id)));

    const classes = await db.select().from(schema.classes).where(eq(schema.classes.active, true));
    const sessions = await db.select().from(schema.classSessions);
    expect(classes.length).toBeGreaterThanOrEqual(10);
    for (const c of classes) expect(sessions.some((s) => s.classId === c.id)).toBe(true);
    expect(new Set(classes.map((c) => c.level))).toEqual(new Set(SKILL_LEVELS));
    expect(new Set(sessions.map((s) => s.dayOfWeek))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const kindergarten = places.find((l) => l.type === 'kindergarten');
    expect(classes.some((c) => c.locationId === kindergarten?.id)).toBe(true);
    expect(await countRows(schema.progressMetrics)).toBe(7);
  });

  it('gives each class the ages its title names, and the competitive squad a lower bound only', async () => {
    const classes = await database.db.select().from(schema.classes);
    const titled = classes.flatMap((c) => {
      const match = /\(ages (\d+)–(\d+)\)/.exec(c.title.en ?? '');
      return match
        ? [{ title: c.title.en, ages: [c.minAge, c.maxAge], named: [Number(match[1]), Number(match[2])] }]
        : [];
    });
    expect(titled.length).toBeGreaterThanOrEqual(8);
    for (const { title, ages, named } of titled) expect({ title, ages }).toEqual({ title, ages: named });
    const squad = classes.find((c) => c.title.en === 'Competitive squad');
    expect([squad?.minAge, squad?.maxAge, squad?.level]).toEqual([10, null, 'advanced']);
  });

  it('seeds one account per role, athletes approved and not, and a parent with two children', async () => {
    const { db } = database;
    const people = await db.select().from(schema.users);
    for (const role of ROLES) expect(people.some((u) => u.role === role)).toBe(true);
    const athletes = await db.select().from(schema.athleteAccounts);
    expect(athletes.map((a) => a.approved).sort()).toEqual([false, true]);
    const byEmail = (email: string) => people.find((u) => u.email === email);
    const admin = byEmail('admin@delfin-swim.bg');
    expect(athletes.find((a) => a.approved)?.approvedBy).toBe(admin?.id);

    const parent = byEmail('parent@delfin-swim.bg');
    const kids = await db
      .select()
      .from(schema.children)
      .where(eq(schema.children.parentId, parent?.id ?? ''));
    expect(kids.map((k) => k.fullName).sort()).toEqual(['Александър Петров', 'Виктория Петрова']);
    const payments = await db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.parentId, parent?.id ?? ''));
    for (const [method, status] of [
      ['card', 'paid'],
      ['cash', 'validated'],
      ['bank_transfer', 'pending'],
    ]) {
      expect(payments.some((p) => p.method === method && p.status === status)).toBe(true);
    }
  });

  it('links the approved athlete to a swimmer record with a class, assessments and a medal', async () => {
    const [row] = await database.db
      .select({ childId: schema.athleteAccounts.childId })
      .from(schema.athleteAccounts)
      .innerJoin(schema.users, eq(schema.users.id, schema.athleteAccounts.userId))
      .where(eq(schema.users.email, 'athlete@delfin-swim.bg'));
    const childId = row?.childId ?? '';
    expect(childId).not.toBe('');
    const active = await database.db
      .select()
      .from(schema.enrollments)
      .where(and(eq(schema.enrollments.childId, childId), eq(schema.enrollments.active, true)));
    expect(active).toHaveLength(1);
    expect(
      await database.db.select().from(schema.assessments).where(eq(schema.assessments.childId, childId)),
    ).toHaveLength(2);
    expect(
      await database.db.select().from(schema.achievements).where(eq(schema.achievements.childId, childId)),
    ).toHaveLength(1);
  });

  it('stocks every shop category and publishes news, photos and a video', async () => {
    const { db } = database;
    const products = await db.select().from(schema.products);
    for (const category of PRODUCT_CATEGORIES) {
      expect(products.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    }
    expect(products.some((p) => p.stockQuantity === 0)).toBe(true);
    const news = await db.select().from(schema.news);
    expect(news.length).toBeGreaterThanOrEqual(6);
    for (const article of news) expect(article.body.ru?.split('\n\n').length).toBeGreaterThanOrEqual(2);
    const gallery = await db.select().from(schema.media);
    expect(gallery.filter((m) => m.type === 'photo').length).toBeGreaterThanOrEqual(10);
    expect(gallery.filter((m) => m.type === 'video').length).toBeGreaterThanOrEqual(1);
  });

  it('refers only to asset files that ship in the repository', async () => {
    const { db } = database;
    const urls = [
      ...(await db.select({ url: schema.news.imageUrl }).from(schema.news)),
      ...(await db.select({ url: schema.media.url }).from(schema.media)),
      ...(await db.select({ url: schema.media.thumbnailUrl }).from(schema.media)),
      ...(await db.select({ url: schema.products.imageUrl }).from(schema.products)),
      ...(await db.select({ url: schema.coachProfiles.photoUrl }).from(schema.coachProfiles)),
      ...(await db.select({ url: schema.athleteProfiles.photoUrl }).from(schema.athleteProfiles)),
    ].map((r) => r.url);
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      expect(url?.startsWith(SEED_ASSETS_URL_PREFIX)).toBe(true);
      const file = path.join(SEED_ASSETS_DIR, (url ?? '').slice(SEED_ASSETS_URL_PREFIX.length));
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('never fills a class past its capacity, and leaves one class nearly full', async () => {
    const rows = await database.db
      .select({ capacity: schema.classes.maxCapacity, enrolled: count(schema.enrollments.id) })
      .from(schema.classes)
      .leftJoin(
        schema.enrollments,
        and(eq(schema.enrollments.classId, schema.classes.id), eq(schema.enrollments.active, true)),
      )
      .groupBy(schema.classes.id);
    for (const row of rows) expect(row.enrolled).toBeLessThanOrEqual(row.capacity);
    expect(rows.some((r) => r.capacity === 6 && r.enrolled === 5)).toBe(true);
  });

  it('takes exactly one session from a counted plan per present mark', async () => {
    const { db } = database;
    const enrollments = await db.select().from(schema.enrollments);
    const marks = await db.select().from(schema.attendance);
    for (const e of enrollments) {
      const plan = PLAN_SESSIONS[e.planType as keyof typeof PLAN_SESSIONS];
      const inPeriod = marks.filter(
        (m) =>
          m.childId === e.childId &&
          m.classId === e.classId &&
          m.date >= (e.periodStart ?? '') &&
          (e.periodEnd === null || m.date <= e.periodEnd),
      );
      const present = inPeriod.filter((m) => m.status === 'present');
      if (plan === null) {
        expect(e.sessionsRemaining).toBeNull();
        expect(inPeriod.every((m) => !m.sessionDeducted)).toBe(true);
      } else {
        expect(e.sessionsRemaining).toBe(plan - present.length);
        expect(inPeriod.every((m) => m.sessionDeducted === (m.status === 'present'))).toBe(true);
      }
    }
    expect(marks.filter((m) => m.status === 'present').length).toBeGreaterThan(10);
  });

  it('lets the demo accounts sign in with the shared password', async () => {
    const [account] = await database.db
      .select({ hash: schema.accounts.password })
      .from(schema.accounts)
      .innerJoin(schema.users, eq(schema.users.id, schema.accounts.userId))
      .where(and(eq(schema.users.email, 'parent@delfin-swim.bg'), eq(schema.accounts.providerId, 'credential')));
    expect(await verifyPassword({ hash: account?.hash ?? '', password: DEMO_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: account?.hash ?? '', password: 'wrong-password' })).toBe(false);
    // Only the demo accounts can sign in; the member families have no password.
    expect(await countRows(schema.accounts)).toBe(DEMO_ACCOUNTS.length);
  });

  it('prices everything in euro, as a Bulgarian club does since 2026', async () => {
    const currencies = async (table: typeof schema.classes | typeof schema.products | typeof schema.payments) =>
      (await database.db.selectDistinct({ c: table.currency }).from(table)).map((r) => r.c);
    expect(await currencies(schema.classes)).toEqual(['EUR']);
    expect(await currencies(schema.products)).toEqual(['EUR']);
    expect(await currencies(schema.payments)).toEqual(['EUR']);
    const [beginners] = await database.db
      .select()
      .from(schema.classes)
      .where(sql`${schema.classes.title} ->> 'en' = 'Beginners (ages 7–10)'`);
    expect([beginners?.pricePerClass, beginners?.monthlyPrice]).toEqual([1000, 8500]);
  });

  it('converts the same club at the fixed rate for a club that still runs in leva', async () => {
    const lev = await createTestDatabase();
    try {
      await seedDemoClub(lev.db, { now, currency: 'BGN' });
      const [beginners] = await lev.db
        .select()
        .from(schema.classes)
        .where(sql`${schema.classes.title} ->> 'en' = 'Beginners (ages 7–10)'`);
      // 10.00 × 1.95583 = 19.5583 → 19.56; 85.00 × 1.95583 = 166.24555 → 166.25.
      expect(beginners).toMatchObject({ currency: 'BGN', pricePerClass: 1956, monthlyPrice: 16625 });
      const [settings] = await lev.db.select().from(schema.clubSettings);
      // The demo's second-class discount, 2.50 × 1.95583 = 4.889575 → 4.89.
      expect(settings?.pricing.discounts.secondClass).toEqual({ kind: 'amount', value: 489 });
      const currencies = await lev.db.selectDistinct({ c: schema.payments.currency }).from(schema.payments);
      expect(currencies.map((r) => r.c)).toEqual(['BGN']);
    } finally {
      await lev.close();
    }
  });

  it('gives the club legal details, so the demo can issue invoices: a valid EIK, not registered for VAT', async () => {
    const [settings] = await database.db.select().from(schema.clubSettings);
    // 175743218: 1·1+7·2+5·3+7·4+4·5+3·6+2·7+1·8 = 118, 118 mod 11 = 8, the check digit.
    expect(settings?.legal).toEqual({
      legalName: 'Сдружение „Плувен клуб Делфин“',
      eik: '175743218',
      vatNumber: null,
      address: 'гр. София 1000, ул. „Плувна“ 12',
      mol: 'Елена Димитрова',
      vatRegistered: false,
    });
    expect(isValidEik(settings?.legal?.eik ?? '')).toBe(true);
  });

  it('does nothing the second time', async () => {
    const before = await countAll();
    await expect(seedDemoClub(database.db, { now })).resolves.toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
  });

  it('seeds only once when two instances start together', async () => {
    await database.reset();
    const results = await Promise.all([seedDemoClub(database.db, { now }), seedDemoClub(database.db, { now })]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await countAll()).toEqual(seededCounts);
  });
});
