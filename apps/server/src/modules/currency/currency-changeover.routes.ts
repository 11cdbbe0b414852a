// The admin's changeover from the lev to the euro: a preview of what it converts, and the changeover itself.
import { changeoverPreviewSchema, changeoverResultSchema } from '@swim/shared/api/currency-changeover';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access.js';
import { changeOverToEuro, previewChangeover } from './change-over-to-euro.js';

export async function currencyChangeoverRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['admin'] } as const;
  const tags = ['admin'];
  app.get(
    '/admin/currency-changeover',
    {
      config,
      schema: {
        tags,
        summary: 'What switching the club from leva to euro would convert',
        response: { 200: changeoverPreviewSchema },
      },
    },
    async () => previewChangeover(app.database.db),
  );
  app.post(
    '/admin/currency-changeover',
    {
      config,
      schema: {
        tags,
        summary: 'Switch the club from leva to euro (a second call changes nothing)',
        response: { 200: changeoverResultSchema },
      },
    },
    async (request) => changeOverToEuro(app.payments, { actorId: requireUser(request).id }),
  );
}
