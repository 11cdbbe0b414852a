import { classOptionSchema, classOptionsQuerySchema } from '@swim/shared/api/children';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_PUBLIC_READ, sendCached } from '../../http/cached-reply.js';
import { listClassOptions } from './class-options.service.js';

export async function classOptionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/classes',
    {
      ...CACHED_PUBLIC_READ,
      schema: {
        tags: ['club'],
        summary: 'Active classes with free places and plan prices',
        querystring: classOptionsQuerySchema,
        response: { 200: z.array(classOptionSchema) },
      },
    },
    (request, reply) => {
      const { locationId } = request.query;
      const entry = app.readCache.get('club', `classes:${locationId ?? 'all'}`, async () => ({
        value: z.array(classOptionSchema).parse(await listClassOptions(app.database.db, locationId)),
      }));
      return sendCached(request, reply, entry);
    },
  );
}
