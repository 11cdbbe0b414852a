// A checkout: the cart's stock is reserved and the order written in one transaction, then the provider's checkout
// is opened (outside it). Prices and the total come from the products, never from the client.
import { type CreateOrderInput, MAX_ORDER_TOTAL, type Order, type OrderStarted } from '@swim/shared/api/shop';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { Currency, Language } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, products, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { ORDER_CHECKOUT_KIND, cancelOrder } from './settle-order.js';
import { listOrderViews } from './order-view.js';

/** How long an unpaid order holds its stock (Stripe's shortest checkout lifetime is 30 minutes too). */
export const ORDER_HOLD_MINUTES = 30;

export type Buyer = { id: string } | null;

type Reserved = {
  productId: string;
  name: typeof products.$inferSelect.name;
  price: number;
  quantity: number;
  currency: Currency;
};

const outOfStock = (index: number) =>
  new AppError('OUT_OF_STOCK', 'Not enough in stock', [{ path: `items.${index}.quantity`, message: 'outOfStock' }]);

/**
 * Takes each line's quantity off its product's stock, only where enough is left (the row's own check, so
 * concurrent checkouts can never take stock below zero). Lines go in product-id order, so two carts lock alike.
 */
async function reserveStock(tx: Tx, input: CreateOrderInput): Promise<Reserved[]> {
  const order = input.items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
  const reserved: Reserved[] = [];
  for (const line of order) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
      .where(
        and(eq(products.id, line.productId), eq(products.active, true), gte(products.stockQuantity, line.quantity)),
      )
      .returning({ name: products.name, price: products.price, currency: products.currency });
    if (!row) throw outOfStock(line.index);
    reserved[line.index] = {
      productId: line.productId,
      ...row,
      quantity: line.quantity,
    };
  }
  return reserved;
}

/** Writes the order and its lines with the stock reserved; refuses when stock or the shown total no longer hold. */
async function writeOrder(
  tx: Tx,
  deps: PaymentsDeps,
  { buyer, input, language }: { buyer: Buyer; input: CreateOrderInput; language: Language },
) {
  const lines = await reserveStock(tx, input);
  const currencies = new Set(lines.map((l) => l.currency));
  if (currencies.size > 1) {
    throw new AppError('VALIDATION_FAILED', 'One order takes one currency', [{ path: 'items', message: 'invalid' }]);
  }
  const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  if (total > MAX_ORDER_TOTAL) {
    // Above what one card charge may carry (and the column holds): refused, and the stock taken above rolls back.
    throw new AppError('VALIDATION_FAILED', 'The order total is above what one order can take', [
      { path: 'items', message: 'orderTooLarge' },
    ]);
  }
  if (input.expectedTotal !== undefined && input.expectedTotal !== total) {
    throw new AppError('PRICE_CHANGED', 'A price changed since the total was shown');
  }
  const now = deps.now();
  const [order] = await tx
    .insert(orders)
    .values({
      number: sql`${`SC-${zonedDate(now, CLUB_TIME_ZONE).slice(0, 4)}-`} || lpad(nextval('order_number_seq')::text, 6, '0')`,
      userId: buyer?.id ?? null,
      status: 'pending',
      customerName: input.name,
      email: input.email,
      phone: input.phone,
      language,
      shippingAddress: input.shippingAddress,
      total,
      currency: lines[0]?.currency ?? (await deps.clubCurrency()),
      expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('order not created');
  await tx.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order.id,
      productId: l.productId,
      name: l.name,
      price: l.price,
      quantity: l.quantity,
    })),
  );
  return order;
}

async function orderView(deps: PaymentsDeps, orderId: string): Promise<Order> {
  const [view] = await listOrderViews(deps.db, eq(orders.id, orderId));
  if (!view) throw new Error('order vanished');
  return view;
}

/** Places an order for a guest or a signed-in buyer and opens the card checkout for it. */
export async function createOrder(deps: PaymentsDeps, buyer: Buyer, input: CreateOrderInput): Promise<OrderStarted> {
  if (!deps.cardPayments) throw new AppError('PROVIDER_ERROR', 'Card payments are not set up for this club');
  const [user] = buyer
    ? await deps.db.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, buyer.id))
    : [];
  const language = input.language ?? user?.language ?? 'bg';
  const order = await deps.db.transaction((tx) => writeOrder(tx, deps, { buyer, input, language }));
  const back = `${deps.publicUrl}/checkout?order=${order.id}`;
  try {
    const view = await orderView(deps, order.id);
    const checkout = await deps.provider.createCheckout({
      mode: 'payment',
      amount: order.total,
      currency: order.currency,
      description:
        `${order.number}: ${view.items.map((i) => `${i.quantity} × ${pickText(i.name, language)}`).join(', ')}`.slice(
          0,
          500,
        ),
      locale: language,
      customerEmail: order.email,
      metadata: {
        kind: ORDER_CHECKOUT_KIND,
        orderId: order.id,
        orderNumber: order.number,
        provider: deps.provider.name,
      },
      successUrl: `${back}&checkout=success`,
      cancelUrl: `${back}&checkout=cancelled`,
      idempotencyKey: `order:${order.id}`,
    });
    if (!checkout.url) throw new Error('the provider gave no checkout page');
    await deps.db.update(orders).set({ providerCheckoutId: checkout.id }).where(eq(orders.id, order.id));
    return { order: view, checkoutUrl: checkout.url };
  } catch (err) {
    deps.log.warn({ err, orderId: order.id }, 'order checkout could not be opened');
    await deps.db.transaction((tx) => cancelOrder(tx, { orderId: order.id, now: deps.now() }));
    throw new AppError('PROVIDER_ERROR', 'The card payment could not be started');
  }
}
