import { type ClassOption, classOptionSchema, classOptionsQuerySchema } from '@swim/shared/api/children';
import { clubToday } from '@swim/shared/class-fit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_PUBLIC_READ, PRIVATE_DATA_CACHE_CONTROL, sendCached } from '../../http/cached-reply.js';
import { listClassOptions, withFit } from './class-options.service.js';

const classOptionsSchema = z.array(classOptionSchema);

export async function classOptionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/classes',
    {
      ...CACHED_PUBLIC_READ,
      schema: {
        tags: ['club'],
        summary: 'Active classes with free places, plan prices and ages; with a child, how each suits that child',
        querystring: classOptionsQuerySchema,
        response: { 200: classOptionsSchema },
      },
    },
    (request, reply) => {
      const { locationId, birthDate, level } = request.query;
      const entry = app.readCache.get('club', `classes:${locationId ?? 'all'}`, async () => ({
        value: classOptionsSchema.parse(await listClassOptions(app.database.db, locationId)),
      }));
      if (!birthDate && !level) return sendCached(request, reply, entry);
      // One child's view: the shared list with the fit worked out for today in the club's calendar, not kept.
      reply.header('cache-control', PRIVATE_DATA_CACHE_CONTROL);
      const fitted = (loaded: { value: ClassOption[] }) =>
        withFit(loaded.value, { birthDate, skillLevel: level }, clubToday());
      return entry instanceof Promise ? entry.then(fitted) : fitted(entry);
    },
  );
}
