// Closures (issue 26 item 5): the admin's list, create, change and delete under /api/admin/closures, and the public
// list of upcoming closures the schedule and the home page show (cached like the other public reads).
import {
  adminClosureSchema,
  closureInputSchema,
  closureListQuerySchema,
  closureListSchema,
  publicClosureListSchema,
} from '@swim/shared/api/closures';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { CACHED_PUBLIC_READ, sendCached } from '../../http/cached-reply.js';
import type { WrittenNotices } from '../notices/notice-service.js';
import { createClosure, deleteClosure, listClosures, listPublicClosures, updateClosure } from './closures.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown closure (404), not as bad input. */
const closureParams = z.object({ closureId: z.string().min(1).max(100) });

export async function closureRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // The app's one clock (tests hold it).
  const now = () => app.payments.now();
  const writer = (request: FastifyRequest) => ({
    db: db(),
    actorId: requireUser(request).id,
    now: now(),
    notices: app.notices,
    publicUrl: app.config.publicUrl,
  });
  /** Committed: the families' notices leave (mail and push). */
  const deliver = (written: WrittenNotices) => app.notices.dispatch(written);
  const tags = ['admin'];

  app.get(
    '/admin/closures',
    {
      config,
      schema: {
        tags,
        summary: 'Upcoming or past closures, with the sessions and families they reach',
        querystring: closureListQuerySchema,
        response: { 200: closureListSchema },
      },
    },
    async (request) => ({ items: await listClosures(db(), { when: request.query.when, now: now() }) }),
  );
  app.post(
    '/admin/closures',
    {
      config,
      schema: {
        tags,
        summary: 'Close the club or a location for some days (families are mailed)',
        body: closureInputSchema,
        response: { 201: adminClosureSchema },
      },
    },
    async (request, reply) => {
      const { value, notices } = await createClosure(writer(request), request.body);
      deliver(notices);
      return reply.status(201).send(value);
    },
  );
  app.put(
    '/admin/closures/:closureId',
    {
      config,
      schema: {
        tags,
        summary: 'Change a closure (families whose sessions change are mailed)',
        params: closureParams,
        body: closureInputSchema,
        response: { 200: adminClosureSchema },
      },
    },
    async (request) => {
      const { value, notices } = await updateClosure(writer(request), request.params.closureId, request.body);
      deliver(notices);
      return value;
    },
  );
  app.delete(
    '/admin/closures/:closureId',
    {
      config,
      schema: { tags, summary: 'Delete a closure (its sessions take place after all)', params: closureParams },
    },
    async (request, reply) => {
      const { notices } = await deleteClosure(writer(request), request.params.closureId);
      deliver(notices);
      return reply.status(204).send();
    },
  );

  app.get(
    '/closures',
    {
      ...CACHED_PUBLIC_READ,
      schema: { tags: ['club'], summary: 'Upcoming closures of the club', response: { 200: publicClosureListSchema } },
    },
    (request, reply) => {
      const at = now();
      const day = zonedDate(at, CLUB_TIME_ZONE);
      // Keyed by the club's day, and kept no later than its end: a closure that ended yesterday leaves the list.
      const entry = app.readCache.get('club', `closures:${day}`, async () => ({
        value: publicClosureListSchema.parse(await listPublicClosures(db(), at)),
        validUntil: zonedTimeToUtc(addDays(day, 1), '00:00', CLUB_TIME_ZONE).getTime(),
      }));
      return sendCached(request, reply, entry);
    },
  );
}
