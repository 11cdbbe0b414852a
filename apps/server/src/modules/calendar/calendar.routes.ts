// /api/calendar: the signed-in account's own secret calendar address (no id in the path: one reaches only one's own),
// and the feed itself at /api/calendar/<token>.ics, read by calendar apps without a session: the token is the key.
import { calendarFeedSchema } from '@swim/shared/api/calendar';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { notFound } from '../../lib/errors.js';
import { findFeedOwner, readCalendarAddress, removeCalendarAddress, renewCalendarAddress } from './calendar-address.js';
import { writeCalendarFeed } from './calendar-feed.js';

export async function calendarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const publicUrl = app.config.publicUrl;
  const tags = ['calendar'];
  // Every account in use: parents, coaches, admins and approved athletes (their swimmer record's sessions).
  const config = { access: 'user' } as const;

  app.get(
    '/calendar',
    { config, schema: { tags, summary: 'My calendar address', response: { 200: calendarFeedSchema } } },
    async (request) => readCalendarAddress(db(), requireUser(request), publicUrl),
  );
  app.post(
    '/calendar',
    {
      config,
      schema: {
        tags,
        summary: 'Make my calendar address, or replace it (the old one stops working)',
        response: { 201: calendarFeedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await renewCalendarAddress(db(), requireUser(request), publicUrl)),
  );
  app.delete(
    '/calendar',
    { config, schema: { tags, summary: 'Turn my calendar address off' } },
    async (request, reply) => {
      await removeCalendarAddress(db(), requireUser(request));
      return reply.status(204).send();
    },
  );
  app.get(
    '/calendar/:token.ics',
    {
      // The token is the key: no session is read, and the answer is the same for every caller.
      config: { access: 'public', anonymous: true },
      schema: {
        tags,
        summary: 'A calendar feed (ICS) by its secret address',
        params: z.object({ token: z.string() }),
      },
    },
    async (request, reply) => {
      const owner = await findFeedOwner(db(), request.params.token);
      // Unknown, revoked and malformed tokens alike: nothing says whether an address ever existed.
      if (!owner) throw notFound('No such calendar');
      const text = await writeCalendarFeed(db(), { owner, publicUrl, now: app.payments.now() });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
}
