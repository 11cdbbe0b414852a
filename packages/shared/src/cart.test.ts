import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartItem,
  type CartProduct,
  addToCart,
  countCartItems,
  parseStoredCart,
  removeFromCart,
  setCartQuantity,
  sumCartTotal,
} from './cart.js';

const product = (id: string, stock: number, price = 1000): CartProduct => ({
  id,
  name: { bg: `Продукт ${id}` },
  price,
  stock_quantity: stock,
});

const productArb = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  name: fc.record({ bg: fc.string({ minLength: 1 }) }),
  price: fc.integer({ min: 0, max: 100_000 }),
  stock_quantity: fc.integer({ min: 0, max: 6 }),
});

/** Any cart reachable through the rules: a sequence of adds and quantity changes. */
const cartArb = fc
  .array(
    fc.oneof(
      fc.record({ kind: fc.constant('add' as const), product: productArb }),
      fc.record({
        kind: fc.constant('set' as const),
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        quantity: fc.integer({ min: -3, max: 8 }),
      }),
    ),
    { maxLength: 30 },
  )
  .map((steps) =>
    steps.reduce<CartItem[]>(
      (cart, step) =>
        (step.kind === 'add' ? addToCart(cart, step.product) : setCartQuantity(cart, step.id, step.quantity)).cart,
      [],
    ),
  );

describe('addToCart', () => {
  it('adds a new item with quantity 1', () => {
    const change = addToCart([], product('a', 3));
    expect(change).toEqual({ ok: true, cart: [{ ...product('a', 3), quantity: 1 }] });
  });

  it('adds one more of an item already in the cart', () => {
    const once = addToCart([], product('a', 3)).cart;
    expect(addToCart(once, product('a', 3)).cart).toEqual([{ ...product('a', 3), quantity: 2 }]);
  });

  it('refuses an item already at its stock quantity, and an item with no stock', () => {
    const full = [{ ...product('a', 2), quantity: 2 }];
    expect(addToCart(full, product('a', 2))).toEqual({ ok: false, reason: 'out_of_stock', cart: full });
    expect(addToCart([], product('b', 0))).toEqual({ ok: false, reason: 'out_of_stock', cart: [] });
  });

  it('never lets a quantity exceed stock, whatever the order of changes', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        for (const item of cart) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(item.stock_quantity);
        }
        expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length);
      }),
    );
  });

  it('raises the item count by exactly one when accepted and changes nothing when refused', () => {
    fc.assert(
      fc.property(cartArb, productArb, (cart, next) => {
        const change = addToCart(cart, next);
        const before = cart.find((item) => item.id === next.id)?.quantity ?? 0;
        if (change.ok) {
          expect(countCartItems(change.cart)).toBe(countCartItems(cart) + 1);
          expect(before + 1).toBeLessThanOrEqual(next.stock_quantity);
        } else {
          expect(change.cart).toEqual(cart);
          expect(before).toBeGreaterThanOrEqual(next.stock_quantity);
        }
      }),
    );
  });
});

describe('setCartQuantity', () => {
  const cart = [
    { ...product('a', 5), quantity: 2 },
    { ...product('b', 1), quantity: 1 },
  ];

  it('sets a quantity within stock', () => {
    expect(setCartQuantity(cart, 'a', 5).cart[0]?.quantity).toBe(5);
  });

  it('refuses a quantity above stock and keeps the cart', () => {
    expect(setCartQuantity(cart, 'a', 6)).toEqual({ ok: false, reason: 'out_of_stock', cart });
  });

  it('removes the item at 0 or less', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 0 }), (quantity) => {
        const change = setCartQuantity(cart, 'a', quantity);
        expect(change.ok).toBe(true);
        expect(change.cart.map((item) => item.id)).toEqual(['b']);
      }),
    );
  });

  it('keeps every other line untouched', () => {
    fc.assert(
      fc.property(cartArb, fc.constantFrom('a', 'b', 'c', 'd'), fc.integer({ min: -2, max: 8 }), (start, id, q) => {
        const others = (items: CartItem[]) => items.filter((item) => item.id !== id);
        expect(others(setCartQuantity(start, id, q).cart)).toEqual(others(start));
      }),
    );
  });
});

describe('totals', () => {
  it('counts the sum of quantities and totals the sum of price x quantity', () => {
    const cart = [
      { ...product('a', 9, 1250), quantity: 3 },
      { ...product('b', 9, 499), quantity: 2 },
    ];
    expect(countCartItems(cart)).toBe(5);
    expect(sumCartTotal(cart)).toBe(4748);
    expect(countCartItems([])).toBe(0);
    expect(sumCartTotal([])).toBe(0);
  });

  it('totals each line independently of order', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        let count = 0;
        let total = 0;
        for (const item of cart) {
          count += item.quantity;
          total += item.price * item.quantity;
        }
        expect(countCartItems([...cart].reverse())).toBe(count);
        expect(sumCartTotal([...cart].reverse())).toBe(total);
        expect(Number.isInteger(sumCartTotal(cart))).toBe(true);
      }),
    );
  });

  it('removing a line takes exactly its quantity and amount off', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        for (const item of cart) {
          const rest = removeFromCart(cart, item.id);
          expect(countCartItems(rest)).toBe(countCartItems(cart) - item.quantity);
          expect(sumCartTotal(rest)).toBe(sumCartTotal(cart) - item.price * item.quantity);
        }
      }),
    );
  });
});

describe('parseStoredCart', () => {
  it('round-trips any cart through JSON', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
      }),
    );
  });

  it('reads broken or foreign storage as an empty cart and drops malformed or repeated lines', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"id":"a"}')).toEqual([]);
    const good = { ...product('a', 3), quantity: 1 };
    const stored = JSON.stringify([good, { ...good, quantity: 2 }, { id: 'x', quantity: 'many' }]);
    expect(parseStoredCart(stored)).toEqual([good]);
  });
});
