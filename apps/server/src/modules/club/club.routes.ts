import { locationSchema, scheduleEntrySchema, upcomingClassSchema, upcomingQuerySchema } from '@swim/shared/api/public';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_PUBLIC_READ, sendCached } from '../../http/cached-reply.js';
import { expandUpcoming, listLocations, listSchedule } from './club.service.js';

/** How long an upcoming list may be kept when no class starts sooner (a new day enters the window). */
const UPCOMING_MAX_AGE_MS = 60_000;

export async function clubRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['club'];
  const db = app.database.db;
  const schedule = () =>
    app.readCache.get('club', 'schedule', async () => ({
      value: z.array(scheduleEntrySchema).parse(await listSchedule(db)),
    }));

  app.get(
    '/locations',
    {
      ...CACHED_PUBLIC_READ,
      schema: { tags, summary: 'Club locations', response: { 200: z.array(locationSchema) } },
    },
    (request, reply) =>
      sendCached(
        request,
        reply,
        app.readCache.get('club', 'locations', async () => ({
          value: z.array(locationSchema).parse(await listLocations(db)),
        })),
      ),
  );

  app.get(
    '/schedule',
    {
      ...CACHED_PUBLIC_READ,
      schema: { tags, summary: 'The weekly class schedule', response: { 200: z.array(scheduleEntrySchema) } },
    },
    (request, reply) => sendCached(request, reply, schedule()),
  );

  app.get(
    '/schedule/upcoming',
    {
      ...CACHED_PUBLIC_READ,
      schema: {
        tags,
        summary: 'Upcoming class sessions',
        querystring: upcomingQuerySchema,
        response: { 200: z.array(upcomingClassSchema) },
      },
    },
    (request, reply) => {
      const { days, limit } = request.query;
      const entry = app.readCache.get('club', `upcoming:${days}:${limit}`, async () => {
        const now = new Date();
        const value = expandUpcoming((await schedule()).value, { now, days, limit });
        // The list changes without any write when its first class starts.
        const firstStart = value[0] ? Date.parse(value[0].startsAt) : Number.POSITIVE_INFINITY;
        return { value, validUntil: Math.min(firstStart, now.getTime() + UPCOMING_MAX_AGE_MS) };
      });
      return sendCached(request, reply, entry);
    },
  );
}
