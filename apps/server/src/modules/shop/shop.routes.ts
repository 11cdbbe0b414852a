import { productQuerySchema, productSchema } from '@swim/shared/api/public';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listProducts } from './shop.service.js';

export async function shopRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/products',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shop'],
        summary: 'Shop products',
        querystring: productQuerySchema,
        response: { 200: z.array(productSchema) },
      },
    },
    async (request) => listProducts(app.database.db, request.query.category),
  );
}
