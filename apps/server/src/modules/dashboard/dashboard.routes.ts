import { dashboardSchema } from '@swim/shared/api/children';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getDashboard } from './dashboard.service.js';

export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    {
      config: { access: 'user' },
      schema: { tags: ['children'], summary: 'The parent dashboard', response: { 200: dashboardSchema } },
    },
    async (request) => getDashboard(app.database.db, request.user?.id ?? '', new Date(), app.config.currency),
  );
}
