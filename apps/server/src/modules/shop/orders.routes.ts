// The shop's checkout and orders: a quote of the cart, placing an order (guests too), the buyer's return from the
// card page, and a signed-in user's own orders.
import {
  createOrderSchema,
  orderListSchema,
  orderSchema,
  orderStartedSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@swim/shared/api/shop';
import { ORDER_STATUSES } from '@swim/shared/enums';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { createOrder } from './create-order.js';
import { getMyOrder, listMyOrders } from './list-orders.js';
import { quoteCart } from './quote-cart.js';
import { syncOrder } from './sync-order.js';

const orderParams = z.object({ orderId: z.string().min(1).max(100) });
const syncedSchema = z.object({ id: z.string(), number: z.string(), status: z.enum(ORDER_STATUSES) });
/** Checkouts per address: plenty for a family, too few to hold the shop's stock hostage. */
const ORDER_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop'];

  app.post(
    '/shop/quote',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Price a cart from current prices and stock',
        body: quoteRequestSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => quoteCart(app.database.db, request.body.items, await app.payments.clubCurrency()),
  );
  app.post(
    '/orders',
    {
      config: { access: 'public', rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Place an order and open its card checkout',
        body: createOrderSchema,
        response: { 201: orderStartedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOrder(app.payments, request.user ? { id: request.user.id } : null, request.body)),
  );
  app.post(
    '/orders/:orderId/sync',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Settle an order from its checkout after the buyer's return",
        params: orderParams,
        response: { 200: syncedSchema },
      },
    },
    async (request) => syncOrder(app.payments, request.params.orderId),
  );
  app.get(
    '/orders',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'My orders', response: { 200: orderListSchema } },
    },
    async (request) => listMyOrders(app.database.db, requireUser(request)),
  );
  app.get(
    '/orders/:orderId',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One of my orders', params: orderParams, response: { 200: orderSchema } },
    },
    async (request) => getMyOrder(app.database.db, requireUser(request), request.params.orderId),
  );
}
