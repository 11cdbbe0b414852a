// GET /api/schedule/week?week=YYYY-MM-DD (issue 26 item 5): the closed, cancelled and moved sessions of one week of the
// public schedule, cached like the other public reads (per week, until the club's data moves: closures and session
// changes stamp it). Only the weeks the schedule offers are answered; any other week is a 400 that says why.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { scheduleWeekQuerySchema, scheduleWeekSchema } from '@swim/shared/api/schedule-week';
import { zonedDate } from '@swim/shared/dates';
import { mondayOf, SCHEDULE_WEEKS_AHEAD } from '@swim/shared/schedule-weeks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CACHED_PUBLIC_READ, sendCached } from '../../http/cached-reply.js';
import { AppError } from '../../lib/errors.js';
import { listWeekChanges } from './list-week-changes.js';

/** Days a device's clock may be ahead of or behind the club's: its week is still answered. */
const CLOCK_SLACK_DAYS = 7;

export async function scheduleWeekRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/schedule/week',
    {
      ...CACHED_PUBLIC_READ,
      schema: {
        tags: ['club'],
        summary: 'The closed, cancelled and moved sessions of one week of the schedule',
        querystring: scheduleWeekQuerySchema,
        response: { 200: scheduleWeekSchema },
      },
    },
    (request, reply) => {
      const { week } = request.query;
      const thisMonday = mondayOf(zonedDate(app.payments.now(), CLUB_TIME_ZONE));
      const days = (Date.parse(week) - Date.parse(thisMonday)) / 86_400_000;
      if (days < -CLOCK_SLACK_DAYS || days > SCHEDULE_WEEKS_AHEAD * 7 + CLOCK_SLACK_DAYS) {
        throw new AppError('VALIDATION_FAILED', 'The schedule shows this week and the next weeks only', [
          { path: 'week', message: 'weekOutOfRange' },
        ]);
      }
      const entry = app.readCache.get('club', `week:${week}`, async () => ({
        value: scheduleWeekSchema.parse(await listWeekChanges(app.database.db, week)),
      }));
      return sendCached(request, reply, entry);
    },
  );
}
