import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildProduct } from '../../test/factories.js';

const t = useTestApp();

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
