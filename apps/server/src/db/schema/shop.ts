// The club shop: products, orders and their lines (names and prices copied at order time).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  type Currency,
  LANGUAGES,
  type Language,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  type OrderStatus,
} from '@swim/shared/enums';
import { users } from './auth.js';
import { createdAt, hasBulgarian, localized, oneOf, pk, updatedAt } from './helpers.js';

export const products = pgTable(
  'products',
  {
    id: pk(),
    name: localized('name').notNull(),
    description: localized('description'),
    category: text('category').$type<ProductCategory>().notNull(),
    /** Minor units. */
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('BGN'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    check('products_category_check', oneOf('category', PRODUCT_CATEGORIES)),
    check('products_currency_check', oneOf('currency', CURRENCIES)),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
    check('products_name_bg_check', hasBulgarian('name')),
  ],
);

/** Numbers orders for people: SC-2026-000123. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: pk(),
    /** Human readable, e.g. SC-2026-000123. */
    number: text('number').notNull().unique(),
    /** The signed-in buyer; null for a guest (a guest's orders reach the user whose verified email matches). */
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The buyer's language at checkout: the confirmation mail speaks it. */
    language: text('language').$type<Language>().notNull().default('bg'),
    shippingAddress: text('shipping_address').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('BGN'),
    providerCheckoutId: text('provider_checkout_id').unique(),
    /** An unpaid order is cancelled after this and its stock returned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check('orders_status_check', oneOf('status', ORDER_STATUSES)),
    check('orders_currency_check', oneOf('currency', CURRENCIES)),
    check('orders_language_check', oneOf('language', LANGUAGES)),
    check('orders_total_check', sql`${t.total} >= 0`),
    check('orders_address_check', sql`length(trim(${t.shippingAddress})) > 0`),
    check('orders_email_check', sql`length(trim(${t.email})) > 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: pk(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: localized('name').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_price_check', sql`${t.price} >= 0`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);
