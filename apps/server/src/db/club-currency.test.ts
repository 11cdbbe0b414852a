import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildProduct } from '../test/factories.js';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { resolveClubCurrency } from './club-currency.js';

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
