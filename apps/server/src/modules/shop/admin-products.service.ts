// The admin console's products: list, create, update, activate or deactivate, replace the photo. Audited. An inactive
// product leaves /shop at once and can no longer be ordered (create-order reserves active products only).
import type { AdminProduct, ProductInput, ProductList, productListQuerySchema } from '@swim/shared/api/admin-shop';
import type { Currency } from '@swim/shared/enums';
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { lockClubCurrency } from '../settings/club-currency.js';
import {
  assertUuid,
  bulgarianOf,
  containsPattern,
  direction,
  localizedMatches,
  offsetOf,
  toStoredText,
} from '../../lib/list-queries.js';
import { removeProductImage, storeProductImage, thumbnailOf } from './product-image.js';

type Query = z.output<typeof productListQuerySchema>;
type ProductRow = typeof products.$inferSelect;

// Spelled out: inside a one-table select Drizzle leaves columns unqualified, which the subquery would misread.
const reserved = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id where oi.product_id = "products"."id" and o.status = 'pending')`;

function toAdminProduct(row: ProductRow, held: number): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    category: row.category,
    price: row.price,
    currency: row.currency,
    stockQuantity: row.stockQuantity,
    reserved: Number(held),
    imageUrl: row.imageUrl,
    thumbnailUrl: thumbnailOf(row.imageUrl),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function toValues(input: ProductInput, currency: Currency) {
  const name = toStoredText(input.name);
  // The schema has already required it; this keeps the types honest.
  if (!name) throw new AppError('VALIDATION_FAILED', 'A Bulgarian name is required');
  return {
    name,
    description: toStoredText(input.description),
    category: input.category,
    price: input.price,
    currency,
    stockQuantity: input.stockQuantity,
    active: input.active,
  };
}

async function viewOf(db: Db | Tx, productId: string): Promise<AdminProduct> {
  const [row] = await db.select({ product: products, reserved }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound('Product not found');
  return toAdminProduct(row.product, row.reserved);
}

async function lockProduct(tx: Tx, productId: string): Promise<ProductRow> {
  assertUuid(productId, 'Product');
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!row) throw notFound('Product not found');
  return row;
}

/** Products matching a search (name in any language), category and status, sorted and paged. */
export async function listAdminProducts(db: Db, query: Query, currency: Currency): Promise<ProductList> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(localizedMatches(products.name, containsPattern(query.search)));
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.status !== 'all') conditions.push(eq(products.active, query.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const sortBy = {
    name: bulgarianOf(products.name),
    price: products.price,
    stock: products.stockQuantity,
    createdAt: products.createdAt,
  }[query.sort];
  const [rows, totals] = await Promise.all([
    db
      .select({ product: products, reserved })
      .from(products)
      .where(where)
      .orderBy(direction(query.order, sortBy), products.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map((r) => toAdminProduct(r.product, r.reserved)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    currency,
  };
}

type Write = { db: Db; actorId: string; currency: Currency };

/** Creates a product, priced in the club currency. */
export async function createProduct({ db, actorId, ...club }: Write, input: ProductInput): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    // Read again under the settings row's lock: a changeover to euro meanwhile is waited for.
    const currency = await lockClubCurrency(tx, club.currency);
    const [row] = await tx.insert(products).values(toValues(input, currency)).returning();
    if (!row) throw new Error('product not created');
    await recordAudit(tx, {
      actorId,
      action: 'product.created',
      entityType: 'product',
      entityId: row.id,
      details: { name: row.name.bg, price: row.price, currency, stock: row.stockQuantity, active: row.active },
    });
    return toAdminProduct(row, 0);
  });
}

/**
 * Replaces a product's details. When the form says which stock it showed and orders have moved the stock since,
 * the change is refused (STOCK_CHANGED) rather than overwriting what checkouts reserved or returned.
 */
export async function updateProduct(
  { db, actorId }: Write,
  productId: string,
  input: ProductInput,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (input.expectedStock !== undefined && input.expectedStock !== before.stockQuantity) {
      throw new AppError('STOCK_CHANGED', `The stock changed to ${before.stockQuantity} meanwhile`, [
        { path: 'stockQuantity', message: 'stockChanged' },
      ]);
    }
    // The price is entered in the currency the product is priced in (the form shows it); an edit never relabels
    // an amount in another currency.
    const values = toValues(input, before.currency);
    await tx.update(products).set(values).where(eq(products.id, before.id));
    const changed = Object.fromEntries(
      (['price', 'stockQuantity', 'active', 'category'] as const)
        .filter((key) => before[key] !== values[key])
        .map((key) => [key, { from: before[key], to: values[key] }]),
    );
    await recordAudit(tx, {
      actorId,
      action: 'product.updated',
      entityType: 'product',
      entityId: before.id,
      details: { name: values.name.bg, ...changed },
    });
    return viewOf(tx, before.id);
  });
}

/** Activates or deactivates a product (an inactive one is hidden from /shop and cannot be ordered). */
export async function setProductActive({ db, actorId }: Omit<Write, 'currency'>, productId: string, active: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (before.active !== active) {
      await tx.update(products).set({ active }).where(eq(products.id, before.id));
      await recordAudit(tx, {
        actorId,
        action: active ? 'product.activated' : 'product.deactivated',
        entityType: 'product',
        entityId: before.id,
        details: { name: before.name.bg },
      });
    }
    return viewOf(tx, before.id);
  });
}

/** Replaces a product's photo: checked by content and resized first, so a refused file changes nothing. */
export async function replaceProductImage(
  { db, actorId, uploadsDir }: Omit<Write, 'currency'> & { uploadsDir: string },
  productId: string,
  bytes: Buffer,
): Promise<AdminProduct> {
  assertUuid(productId, 'Product');
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) throw notFound('Product not found');
  const imageUrl = await storeProductImage({ uploadsDir, productId, bytes });
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const before = await lockProduct(tx, productId);
      previous = before.imageUrl;
      await tx.update(products).set({ imageUrl }).where(eq(products.id, productId));
      await recordAudit(tx, {
        actorId,
        action: 'product.image_replaced',
        entityType: 'product',
        entityId: productId,
        details: { name: before.name.bg, imageUrl, previous },
      });
    });
  } catch (err) {
    await removeProductImage(uploadsDir, imageUrl);
    throw err;
  }
  await removeProductImage(uploadsDir, previous);
  return viewOf(db, productId);
}
