import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { buildProduct } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.reset();
});

describe('GET /api/products', () => {
  it('lists active products, filtered by category', async () => {
    await buildProduct(t.database.db, { category: 'goggles', name: { bg: 'Очила' } });
    await buildProduct(t.database.db, { category: 'caps' });
    await buildProduct(t.database.db, { category: 'caps', active: false });
    expect((await t.app.inject('/api/products')).json()).toHaveLength(2);
    const goggles = (await t.app.inject('/api/products?category=goggles')).json();
    expect(goggles.map((p: { name: { bg: string } }) => p.name.bg)).toEqual(['Очила']);
    expect((await t.app.inject('/api/products?category=boats')).json().error.code).toBe('VALIDATION_FAILED');
  });
});
