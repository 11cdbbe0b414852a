import { locationSchema, scheduleEntrySchema, upcomingClassSchema, upcomingQuerySchema } from '@swim/shared/api/public';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expandUpcoming, listLocations, listSchedule } from './club.service.js';

export async function clubRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['club'];

  app.get(
    '/locations',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Club locations', response: { 200: z.array(locationSchema) } },
    },
    async () => listLocations(app.database.db),
  );

  app.get(
    '/schedule',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The weekly class schedule', response: { 200: z.array(scheduleEntrySchema) } },
    },
    async () => listSchedule(app.database.db),
  );

  app.get(
    '/schedule/upcoming',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Upcoming class sessions',
        querystring: upcomingQuerySchema,
        response: { 200: z.array(upcomingClassSchema) },
      },
    },
    async (request) => {
      const schedule = await listSchedule(app.database.db);
      return expandUpcoming(schedule, new Date(), request.query.days, request.query.limit);
    },
  );
}
