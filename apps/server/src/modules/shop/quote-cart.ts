// Prices a cart from what the shop has now: current prices and stock, and what changed since it was filled.
import type { OrderLineInput, Quote, QuoteLine } from '@swim/shared/api/shop';
import type { Currency } from '@swim/shared/enums';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** A quote of the cart's lines in their order; a withdrawn or unknown product is 'unavailable' and counts nothing. */
export async function quoteCart(db: Db, items: OrderLineInput[], currency: Currency): Promise<Quote> {
  const rows = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        items.map((i) => i.productId),
      ),
    );
  const lines = items.map((item): QuoteLine => {
    const product = rows.find((p) => p.id === item.productId);
    if (!product?.active) {
      return {
        productId: item.productId,
        name: product?.name ?? null,
        imageUrl: product?.imageUrl ?? null,
        price: product?.price ?? 0,
        quantity: item.quantity,
        stockQuantity: 0,
        state: 'unavailable',
        lineTotal: 0,
      };
    }
    const short = product.stockQuantity < item.quantity;
    return {
      productId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      price: product.price,
      quantity: item.quantity,
      stockQuantity: product.stockQuantity,
      state: short ? 'short' : 'ok',
      lineTotal: product.price * item.quantity,
    };
  });
  const priced = rows.find((p) => p.active);
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.lineTotal, 0),
    currency: priced?.currency ?? currency,
    orderable: lines.every((line) => line.state === 'ok'),
  };
}
