// The cart lives in localStorage under 'cart' (spec §3); this store lets every component read it and hear changes,
// from this tab and from others.
import { CART_STORAGE_KEY, type CartItem, parseStoredCart } from '@swim/shared/cart';

const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: EMPTY };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored cart; the same array while storage is unchanged (as useSyncExternalStore needs). */
export function readCart(): CartItem[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, items: parseStoredCart(raw) };
  return cached.items;
}

export function readServerCart(): CartItem[] {
  return EMPTY;
}

/** Stores the cart (an empty cart removes the key) and tells every reader. */
export function writeCart(items: CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart stays as it was.
  }
  for (const listener of listeners) listener();
}

export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
