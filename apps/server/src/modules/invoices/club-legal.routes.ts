// The club's legal details for its invoices (issue 24): the admin reads and replaces them.
import { clubLegalDetailsInputSchema, clubLegalDetailsSchema } from '@swim/shared/api/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { readClubLegal, updateClubLegal } from './club-legal.service.js';

const legalSchema = z.object({ legal: clubLegalDetailsSchema.nullable() });

export async function clubLegalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: ['admin'] } as const;
  const tags = ['admin'];

  app.get(
    '/admin/club-legal',
    {
      config,
      schema: { tags, summary: "The club's legal details for invoices", response: { 200: legalSchema } },
    },
    async () => ({ legal: await readClubLegal(app.database.db) }),
  );
  app.put(
    '/admin/club-legal',
    {
      config,
      schema: {
        tags,
        summary: "Replace the club's legal details",
        body: clubLegalDetailsInputSchema,
        response: { 200: legalSchema },
      },
    },
    async (request) => ({ legal: await updateClubLegal(app.database.db, requireUser(request).id, request.body) }),
  );
}
