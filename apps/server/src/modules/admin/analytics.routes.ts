import { analyticsQuerySchema, analyticsSchema } from '@swim/shared/api/admin-analytics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAnalytics } from './analytics.service.js';

export async function adminAnalyticsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/analytics',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary:
          'The club in figures over the last 7, 30 or 90 days, all time, or the club days from one date to another',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (request) =>
      getAnalytics(app.database.db, { query: request.query, now: new Date(), currency: app.config.currency }),
  );
}
