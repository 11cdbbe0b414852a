// What the server's quote says differs from the cart the buyer filled, and the cart brought up to date.
import type { Quote } from '@swim/shared/api/shop';
import type { CartItem } from '@swim/shared/cart';

export type CartDifference =
  | { kind: 'unavailable'; productId: string }
  | { kind: 'short'; productId: string; stock: number }
  | { kind: 'price'; productId: string; before: number; after: number };

/** Every line whose price changed, which has fewer in stock than in the cart, or which is gone. */
export function describeCartDifferences(items: CartItem[], quote: Quote): CartDifference[] {
  const differences: CartDifference[] = [];
  for (const item of items) {
    const line = quote.lines.find((l) => l.productId === item.id);
    if (!line || line.state === 'unavailable') {
      differences.push({ kind: 'unavailable', productId: item.id });
      continue;
    }
    if (line.state === 'short') differences.push({ kind: 'short', productId: item.id, stock: line.stockQuantity });
    if (line.price !== item.price) {
      differences.push({ kind: 'price', productId: item.id, before: item.price, after: line.price });
    }
  }
  return differences;
}

/** The cart at the quote's prices and stock: gone lines removed, quantities cut to what is left. */
export function applyQuote(items: CartItem[], quote: Quote): CartItem[] {
  const next: CartItem[] = [];
  for (const item of items) {
    const line = quote.lines.find((l) => l.productId === item.id);
    if (!line || line.state === 'unavailable' || line.stockQuantity <= 0) continue;
    next.push({
      ...item,
      name: line.name ?? item.name,
      price: line.price,
      stock_quantity: line.stockQuantity,
      quantity: Math.min(item.quantity, line.stockQuantity),
    });
  }
  return next;
}
