import { dashboardSchema } from '@swim/shared/api/children';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access.js';
import { sendCachedPrivate } from '../../http/cached-reply.js';
import { dashboardValidUntil, getDashboard } from './dashboard.service.js';

export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    {
      // A family route like the children's: athletes have their own dashboard and never reach this one.
      config: { access: ['parent', 'instructor', 'admin'] },
      // Sent pre-compressed from the family's cache entry (sendCachedPrivate).
      compress: false,
      decompress: false,
      schema: { tags: ['children'], summary: 'The parent dashboard', response: { 200: dashboardSchema } },
    },
    (request, reply) => {
      const user = requireUser(request);
      // Served from memory until the family's or the club's data is written, a class starts or the day ends.
      const entry = app.readCache.getFamily(user.id, 'dashboard', async () => {
        // The app's one clock (the payments' own), so the dashboard owes what the pay page asks for at the same moment.
        const now = app.payments.now();
        const value = dashboardSchema.parse(
          await getDashboard(app.database.db, user, { now, clubCurrency: await app.payments.clubCurrency() }),
        );
        return { value, validUntil: dashboardValidUntil(value, now) };
      });
      return sendCachedPrivate(request, reply, entry);
    },
  );
}
