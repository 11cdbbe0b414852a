import { dashboardSchema } from '@swim/shared/api/children';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access.js';
import { getDashboard } from './dashboard.service.js';

export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    {
      // A family route like the children's: athletes have their own dashboard and never reach this one.
      config: { access: ['parent', 'instructor', 'admin'] },
      schema: { tags: ['children'], summary: 'The parent dashboard', response: { 200: dashboardSchema } },
    },
    async (request) => getDashboard(app.database.db, requireUser(request).id, new Date(), app.config.currency),
  );
}
