import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildProduct } from '../test/factories.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { eq } from 'drizzle-orm';
import { decideClubCurrency, recordClubCurrency, resolveClubCurrency } from './club-currency.js';
import { clubSettings } from './schema/index.js';
import { seedDemoClub } from './seed/seed-demo-club.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.reset();
});

describe('the currency the club runs in', () => {
  it('is the configured one for a fresh install', async () => {
    expect(await resolveClubCurrency(database.db, 'EUR', false)).toEqual({ currency: 'EUR', warning: null });
  });

  it('stays in leva for an install upgraded with its prices in leva, unless CURRENCY says otherwise', async () => {
    await buildClass(database.db, { currency: 'BGN' });
    await buildProduct(database.db, { currency: 'BGN' });
    const kept = await resolveClubCurrency(database.db, 'EUR', false);
    expect(kept.currency).toBe('BGN');
    expect(kept.warning).toMatch(/stored in BGN/);
    const chosen = await resolveClubCurrency(database.db, 'EUR', true);
    expect(chosen.currency).toBe('EUR');
    expect(chosen.warning).toMatch(/CURRENCY=EUR/);
  });

  it('is the configured one when the prices already agree with it, or are in both currencies', async () => {
    await buildClass(database.db, { currency: 'EUR' });
    expect(await resolveClubCurrency(database.db, 'EUR', false)).toEqual({ currency: 'EUR', warning: null });
    await buildProduct(database.db, { currency: 'BGN' });
    expect((await resolveClubCurrency(database.db, 'EUR', false)).currency).toBe('EUR');
  });
});

describe('the currency decided at start-up and recorded in the club settings', () => {
  const recorded = async () =>
    (await database.db.select().from(clubSettings).where(eq(clubSettings.id, 1)))[0]?.currency ?? null;

  it('is recorded once on a database without a settings row, and read back from it afterwards', async () => {
    await buildClass(database.db, { currency: 'BGN' });
    const decided = await decideClubCurrency(database.db, 'EUR', false);
    expect(decided.currency).toBe('BGN');
    expect(await recordClubCurrency(database.db, decided.currency)).toBe('BGN');
    expect(await recorded()).toBe('BGN');
    // Once recorded, CURRENCY no longer moves it (only the changeover does), and says so.
    const later = await decideClubCurrency(database.db, 'EUR', true);
    expect(later).toEqual({ currency: 'BGN', warning: expect.stringMatching(/CURRENCY=EUR is ignored/) });
    expect(await recordClubCurrency(database.db, 'EUR')).toBe('BGN');
  });

  it('is written by the demo seed with its settings row, whose discounts stay the demo club’s', async () => {
    await seedDemoClub(database.db, { currency: 'BGN' });
    expect(await recordClubCurrency(database.db, 'EUR')).toBe('BGN');
    const [row] = await database.db.select().from(clubSettings);
    expect(row?.pricing.discounts.secondClass).toMatchObject({ kind: 'amount' });
  });
});
