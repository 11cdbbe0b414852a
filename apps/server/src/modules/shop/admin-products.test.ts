// The admin console's products: refusals first (401, 403, 400, 404), then create, edit, (de)activate and the photo
// upload with a real PNG and a text file dressed as one. Every write audited; an inactive product cannot be bought.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildProduct } from '../../test/factories.js';
import { DISPLAY_SIZE, THUMBNAIL_SIZE } from './product-image.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'swim-products-'));
const t = useTestApp({ rateLimitMax: 100_000, dataDir });
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const goggles = {
  name: { bg: 'Очила за плуване', en: 'Swim goggles', ru: '' },
  description: { bg: 'Мек силикон, защита от UV.', en: '', ru: '' },
  category: 'goggles',
  price: 2490,
  stockQuantity: 7,
  active: true,
};

const snapshot = async () => ({
  products: await t.database.db.select().from(products).orderBy(products.id),
  audit: await t.database.db.select().from(auditLog),
});
const audits = (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .then((rows) => rows);

/** A multipart body with one file, as a browser's FormData sends it. */
function upload(productId: string, file: { name: string; type: string; bytes: Buffer }, field = 'image') {
  const boundary = '----swimtest7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return admin.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/image`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe('refusals', () => {
  it('refuses anonymous callers (401) and non-admins (403), changing nothing', async () => {
    const product = await buildProduct(t.database.db);
    const before = await snapshot();
    expect((await t.app.inject({ url: '/api/admin/products' })).statusCode).toBe(401);
    for (const role of ['parent', 'instructor'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      expect((await caller.inject({ url: '/api/admin/products' })).statusCode).toBe(403);
      const writes = [
        caller.inject({ method: 'POST', url: '/api/admin/products', payload: goggles }),
        caller.inject({ method: 'PUT', url: `/api/admin/products/${product.id}`, payload: goggles }),
        caller.inject({
          method: 'PATCH',
          url: `/api/admin/products/${product.id}/active`,
          payload: { active: false },
        }),
      ];
      for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    }
    expect((await snapshot()).products).toEqual(before.products);
    expect(await audits('product.created')).toEqual([]);
  });

  it('refuses bad input with 400 and field codes, and a malformed or unknown id with 404, changing nothing', async () => {
    const existing = await buildProduct(t.database.db);
    const before = await snapshot();
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: {
        ...goggles,
        name: { bg: '  ', en: 'Goggles' },
        category: 'boats',
        price: 12.5,
        stockQuantity: -1,
        description: { en: 'English only' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(bad.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message])).toEqual(
      expect.arrayContaining([
        ['name.bg', 'productNameRequired'],
        ['category', 'categoryRequired'],
        ['price', 'priceInvalid'],
        ['stockQuantity', 'stockInvalid'],
        ['description.bg', 'bulgarianRequired'],
      ]),
    );
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      const put = await admin.inject({ method: 'PUT', url: `/api/admin/products/${id}`, payload: goggles });
      expect(put.statusCode).toBe(404);
      expect(put.json().error.code).toBe('NOT_FOUND');
      const patch = await admin.inject({
        method: 'PATCH',
        url: `/api/admin/products/${id}/active`,
        payload: { active: false },
      });
      expect(patch.statusCode).toBe(404);
      expect((await upload(id, { name: 'a.png', type: 'image/png', bytes: await png(10, 10) })).statusCode).toBe(404);
    }
    const badList = await admin.inject({ url: '/api/admin/products?pageSize=1000&category=boats' });
    expect(badList.statusCode).toBe(400);
    const stale = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${existing.id}`,
      payload: { ...goggles, expectedStock: existing.stockQuantity + 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STOCK_CHANGED');
    expect(await snapshot()).toEqual(before);
  });
});

describe('products', () => {
  it('creates a product in the club currency, lists, searches and edits it; each write audited', async () => {
    await buildProduct(t.database.db, { name: { bg: 'Шапка', en: 'Cap' }, category: 'caps', price: 1500 });
    const created = await admin.inject({ method: 'POST', url: '/api/admin/products', payload: goggles });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: { bg: 'Очила за плуване', en: 'Swim goggles' },
      description: { bg: 'Мек силикон, защита от UV.' },
      category: 'goggles',
      price: 2490,
      currency: await t.app.payments.clubCurrency(),
      stockQuantity: 7,
      reserved: 0,
      active: true,
      imageUrl: null,
    });
    expect(product.name.ru).toBeUndefined();

    const found = await admin.inject({ url: '/api/admin/products?search=goggles' });
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: product.id }] });
    const byCategory = await admin.inject({ url: '/api/admin/products?category=caps' });
    expect(byCategory.json().items.map((p: { category: string }) => p.category)).toEqual(['caps']);
    const cheapFirst = await admin.inject({ url: '/api/admin/products?sort=price&order=asc' });
    expect(cheapFirst.json().items.map((p: { price: number }) => p.price)).toEqual([1500, 2490]);

    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: {
        ...goggles,
        name: { ...goggles.name, ru: 'Очки для плавания' },
        price: 2790,
        stockQuantity: 9,
        expectedStock: 7,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: { ru: 'Очки для плавания' }, price: 2790, stockQuantity: 9 });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ price: 2790, stockQuantity: 9 });

    expect(await audits('product.created')).toEqual([
      expect.objectContaining({ actorId: admin.user.id, entityId: product.id }),
    ]);
    const [update] = await audits('product.updated');
    expect(update?.details).toMatchObject({ price: { from: 2490, to: 2790 }, stockQuantity: { from: 7, to: 9 } });
  });

  it('keeps the currency a product is priced in when it is edited (never relabels an amount)', async () => {
    // Priced in euro before the club's setting said leva (or the other way round).
    const product = await buildProduct(t.database.db, { price: 1273, currency: 'EUR', stockQuantity: 7 });
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      payload: { ...goggles, price: 1273, stockQuantity: 8, expectedStock: 7 },
    });
    expect(edited.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ price: 1273, currency: 'EUR', stockQuantity: 8 });
  });

  it('hides a deactivated product from /shop and refuses to sell it; activating brings it back', async () => {
    const product = await buildProduct(t.database.db, { stockQuantity: 4 });
    const shopIds = async () =>
      ((await t.app.inject({ url: '/api/products' })).json() as { id: string }[]).map((p) => p.id);
    expect(await shopIds()).toContain(product.id);

    const off = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}/active`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect(await shopIds()).not.toContain(product.id);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        name: 'Гост',
        email: 'guest@example.test',
        phone: '0888 123 456',
        shippingAddress: 'Варна',
        items: [{ productId: product.id, quantity: 1 }],
      },
    });
    expect(bought.statusCode).toBe(409);
    expect(bought.json().error.code).toBe('OUT_OF_STOCK');
    const inactive = await admin.inject({ url: '/api/admin/products?status=inactive' });
    expect(inactive.json().items.map((p: { id: string }) => p.id)).toEqual([product.id]);

    await admin.inject({ method: 'PATCH', url: `/api/admin/products/${product.id}/active`, payload: { active: true } });
    expect(await shopIds()).toContain(product.id);
    expect((await audits('product.deactivated')).length).toBe(1);
    expect((await audits('product.activated')).length).toBe(1);
  });
});

describe('photo upload', () => {
  it('takes a real PNG, resizes it into a bounded webp and a thumbnail, serves both under /uploads', async () => {
    const product = await buildProduct(t.database.db);
    const res = await upload(product.id, { name: 'photo.png', type: 'image/png', bytes: await png(2400, 1600) });
    expect(res.statusCode).toBe(200);
    const { imageUrl, thumbnailUrl } = res.json() as { imageUrl: string; thumbnailUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/products\/.+\.webp$/);
    expect(thumbnailUrl).toMatch(/-thumb\.webp$/);

    const served = await t.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    const display = await sharp(served.rawPayload).metadata();
    expect(display).toMatchObject({ format: 'webp', width: DISPLAY_SIZE, height: 800 });
    const thumb = await sharp((await t.app.inject({ url: thumbnailUrl })).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.imageUrl).toBe(imageUrl);
    expect((await audits('product.image_replaced')).length).toBe(1);

    // A new photo replaces the old one, whose files go.
    const again = await upload(product.id, { name: 'small.png', type: 'image/png', bytes: await png(300, 200) });
    expect(again.statusCode).toBe(200);
    expect(await sharp((await t.app.inject({ url: again.json().imageUrl })).rawPayload).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(existsSync(path.join(dataDir, imageUrl))).toBe(false);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(404);
  });

  it('refuses a text file renamed .png (400), a missing file and a non-multipart body, changing nothing', async () => {
    const product = await buildProduct(t.database.db);
    const before = await snapshot();
    const fake = await upload(product.id, {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('this is not an image, only text with a .png name\n'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatchObject({
      code: 'IMAGE_INVALID',
      details: [{ path: 'image', message: 'imageInvalid' }],
    });
    // The right first bytes and nothing after them: sharp cannot decode it, so it is refused the same way.
    const truncated = (await png(50, 50)).subarray(0, 40);
    expect((await upload(product.id, { name: 'cut.png', type: 'image/png', bytes: truncated })).json().error.code).toBe(
      'IMAGE_INVALID',
    );
    const otherField = await upload(product.id, { name: 'a.png', type: 'image/png', bytes: await png(10, 10) }, 'file');
    expect(otherField.statusCode).toBe(400);
    const json = await admin.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/image`,
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
  });
});
