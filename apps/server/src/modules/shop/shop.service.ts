// The shop catalogue. Cart, checkout and orders arrive with the shop issue.
import type { Product } from '@swim/shared/api/public';
import type { ProductCategory } from '@swim/shared/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** Active products, optionally of one category. */
export async function listProducts(db: Db, category?: ProductCategory): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), category ? eq(products.category, category) : undefined))
    .orderBy(asc(products.category), asc(products.price));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description ?? null,
    category: p.category,
    price: p.price,
    currency: p.currency,
    stockQuantity: p.stockQuantity,
    imageUrl: p.imageUrl,
  }));
}
