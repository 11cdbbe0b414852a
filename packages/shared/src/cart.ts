// The shop cart (spec §5, §9) as pure functions: the web app keeps the list in localStorage under `cart`.
import { z } from 'zod';
import { localizedTextSchema } from './localized.js';

/** The browser storage key of the cart. */
export const CART_STORAGE_KEY = 'cart';

export const cartItemSchema = z.object({
  id: z.string().min(1),
  name: localizedTextSchema,
  /** Minor units. */
  price: z.number().int().min(0),
  stock_quantity: z.number().int().min(0),
  quantity: z.number().int().min(1),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartProduct = Omit<CartItem, 'quantity'>;

/** A cart change: the new cart, or the unchanged cart and why the change was refused. */
export type CartChange = { ok: true; cart: CartItem[] } | { ok: false; reason: 'out_of_stock'; cart: CartItem[] };

/** Adds one of a product: a new line starts at quantity 1; a line already at its stock is refused. */
export function addToCart(cart: readonly CartItem[], product: CartProduct): CartChange {
  const line = cart.find((item) => item.id === product.id);
  const quantity = (line?.quantity ?? 0) + 1;
  if (quantity > product.stock_quantity) return { ok: false, reason: 'out_of_stock', cart: [...cart] };
  if (!line) return { ok: true, cart: [...cart, { ...product, quantity: 1 }] };
  return {
    ok: true,
    cart: cart.map((item) => (item.id === product.id ? { ...item, ...product, quantity } : item)),
  };
}

/** Sets a line's quantity: 0 or less removes it; more than its stock is refused. */
export function setCartQuantity(cart: readonly CartItem[], id: string, quantity: number): CartChange {
  if (quantity <= 0) return { ok: true, cart: removeFromCart(cart, id) };
  const line = cart.find((item) => item.id === id);
  if (!line) return { ok: true, cart: [...cart] };
  if (!Number.isInteger(quantity) || quantity > line.stock_quantity) {
    return { ok: false, reason: 'out_of_stock', cart: [...cart] };
  }
  return { ok: true, cart: cart.map((item) => (item.id === id ? { ...item, quantity } : item)) };
}

/** The cart without a line. */
export function removeFromCart(cart: readonly CartItem[], id: string): CartItem[] {
  return cart.filter((item) => item.id !== id);
}

/** How many items the cart holds: the sum of quantities. */
export function countCartItems(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

/** The cart's total in minor units: the sum of price x quantity. */
export function sumCartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** Reads a stored cart, keeping only well-formed lines (one per product); anything else is an empty cart. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const cart: CartItem[] = [];
  for (const entry of value) {
    const parsed = cartItemSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    cart.push(parsed.data);
  }
  return cart;
}
