import type { Product } from '@swim/shared/api/public';
import type { Order, Quote } from '@swim/shared/api/shop';

export const CAP_ID = '11111111-1111-4111-8111-111111111111';
export const GOGGLES_ID = '22222222-2222-4222-8222-222222222222';

export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: CAP_ID,
    name: { bg: 'Силиконова шапка', en: 'Silicone cap' },
    description: { bg: 'Здрава шапка за всеки ден.', en: 'A sturdy cap for every day, with a long description.' },
    category: 'caps',
    price: 1500,
    currency: 'BGN',
    stockQuantity: 2,
    imageUrl: null,
    ...overrides,
  };
}

export function buildQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    lines: [
      {
        productId: CAP_ID,
        name: { bg: 'Силиконова шапка', en: 'Silicone cap' },
        imageUrl: null,
        price: 1500,
        quantity: 1,
        stockQuantity: 2,
        state: 'ok',
        lineTotal: 1500,
      },
    ],
    total: 1500,
    currency: 'BGN',
    orderable: true,
    ...overrides,
  };
}

export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    number: 'SC-2026-000007',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    customerName: 'Мария Петрова',
    email: 'maria@example.bg',
    phone: '0888 111 222',
    shippingAddress: 'Sofia, Vitosha 1',
    total: 1500,
    currency: 'BGN',
    items: [{ productId: CAP_ID, name: { bg: 'Силиконова шапка', en: 'Silicone cap' }, price: 1500, quantity: 1 }],
    ...overrides,
  };
}
