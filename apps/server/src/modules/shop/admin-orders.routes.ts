// The admin console's orders: the list and cancelling (a paid order is refunded). Admins only; audited.
import {
  adminOrderListSchema,
  adminOrderSchema,
  cancelOrderSchema,
  orderListQuerySchema,
} from '@swim/shared/api/admin-shop';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { cancelAdminOrder, listAdminOrders } from './admin-orders.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown order (404). */
const orderParams = z.object({ orderId: z.string().min(1).max(100) });

export async function adminOrderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/admin/orders',
    {
      config,
      schema: {
        tags,
        summary: 'Search orders',
        querystring: orderListQuerySchema,
        response: { 200: adminOrderListSchema },
      },
    },
    async (request) => listAdminOrders(app.database.db, request.query),
  );
  app.post(
    '/admin/orders/:orderId/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel an order: its stock comes back once; a paid order is refunded in full first',
        params: orderParams,
        body: cancelOrderSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) =>
      cancelAdminOrder(app.payments, {
        actorId: requireUser(request).id,
        orderId: request.params.orderId,
        input: request.body,
      }),
  );
}
