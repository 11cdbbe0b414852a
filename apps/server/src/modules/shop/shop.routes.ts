import { productQuerySchema, productSchema } from '@swim/shared/api/public';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_PUBLIC_READ, sendCached } from '../../http/cached-reply.js';
import { listProducts } from './shop.service.js';

export async function shopRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/products',
    {
      ...CACHED_PUBLIC_READ,
      schema: {
        tags: ['shop'],
        summary: 'Shop products',
        querystring: productQuerySchema,
        response: { 200: z.array(productSchema) },
      },
    },
    (request, reply) => {
      const { category } = request.query;
      const entry = app.readCache.get('products', category ?? 'all', async () => ({
        value: z.array(productSchema).parse(await listProducts(app.database.db, category)),
      }));
      return sendCached(request, reply, entry);
    },
  );
}
