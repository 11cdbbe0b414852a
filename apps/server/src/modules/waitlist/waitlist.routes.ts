// Waiting lists (issue 28): the family's routes (join, leave, the list, answering an offer), the mail link's routes
// (its secret stands for the family) and the admin's (a class's list, reorder, remove, offer by hand, figures).
import { registrationSchema } from '@swim/shared/api/children';
import {
  adminWaitlistSchema,
  familyWaitlistSchema,
  offerAcceptedSchema,
  offerByTokenSchema,
  offerTokenSchema,
  waitlistAnalyticsSchema,
  waitlistHandOfferSchema,
  waitlistJoinSchema,
  waitlistJoinedSchema,
  waitlistOrderSchema,
  waitlistRemoveSchema,
} from '@swim/shared/api/waitlist';
import { isoDateSchema } from '@swim/shared/api/iso-date';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import {
  offerPlaceByHand,
  readClassWaitlist,
  removeWaitlistEntry,
  reorderWaitlist,
  waitlistAnalytics,
} from './admin-waitlist.service.js';
import {
  acceptOffer,
  acceptOfferByToken,
  declineOffer,
  declineOfferByToken,
  joinWaitlist,
  leaveWaitlist,
  listFamilyWaitlist,
  readOfferByToken,
  registerOnWaitlist,
} from './waitlist.service.js';

/** Any id: a malformed one is answered like an unknown one (404), not as bad input. */
const anyId = z.string().min(1).max(100);
/** A mail link's secret is tried at most this often per address: guessing one is hopeless, and stays so. */
const LINK_LIMIT = { max: 60, timeWindow: '1 minute' };

export async function waitlistRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({
    db: app.database.db,
    notices: app.notices,
    publicUrl: app.config.publicUrl,
    now: () => app.payments.now(),
  });
  const tags = ['waitlist'];
  const family = { access: ['parent', 'instructor', 'admin'] } as const;
  const link = { access: 'public', rateLimit: LINK_LIMIT } as const;
  const admin = { access: ['admin'] } as const;

  app.get(
    '/waitlist',
    {
      config: family,
      schema: { tags, summary: "The family's children on waiting lists", response: { 200: familyWaitlistSchema } },
    },
    async (request) => listFamilyWaitlist(app.database.db, requireUser(request)),
  );
  app.post(
    '/children/:childId/waitlist',
    {
      config: family,
      schema: {
        tags,
        summary: "Put one of the family's children on a full class's waiting list",
        params: z.object({ childId: anyId }),
        body: waitlistJoinSchema,
        response: { 201: waitlistJoinedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await joinWaitlist(deps(), requireUser(request), { childId: request.params.childId, input: request.body }),
        ),
  );
  app.post(
    '/waitlist/register',
    {
      config: family,
      schema: {
        tags,
        summary: 'The wizard for a full class: a new child and its place on the waiting list',
        body: registrationSchema,
        response: { 201: waitlistJoinedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registerOnWaitlist(deps(), requireUser(request), request.body)),
  );
  app.delete(
    '/children/:childId/waitlist/:entryId',
    {
      config: family,
      schema: {
        tags,
        summary: 'Take a child off a waiting list',
        params: z.object({ childId: anyId, entryId: anyId }),
      },
    },
    async (request, reply) => {
      await leaveWaitlist(deps(), requireUser(request), request.params);
      return reply.status(204).send();
    },
  );
  app.post(
    '/waitlist/offers/:offerId/accept',
    {
      config: family,
      schema: {
        tags,
        summary: 'Take the place offered to one of the family’s children',
        params: z.object({ offerId: anyId }),
        response: { 200: offerAcceptedSchema },
      },
    },
    async (request) => acceptOffer(deps(), requireUser(request), request.params.offerId),
  );
  app.post(
    '/waitlist/offers/:offerId/decline',
    { config: family, schema: { tags, summary: 'Give the offered place up', params: z.object({ offerId: anyId }) } },
    async (request, reply) => {
      await declineOffer(deps(), requireUser(request), request.params.offerId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/waitlist/offer',
    {
      config: link,
      schema: {
        tags,
        summary: 'The offer a mail link names',
        querystring: offerTokenSchema,
        response: { 200: offerByTokenSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readOfferByToken(app.database.db, request.query.token, app.payments.now());
    },
  );
  app.post(
    '/waitlist/offer/accept',
    {
      config: link,
      schema: {
        tags,
        summary: 'Take the place through the mail link',
        body: offerTokenSchema,
        response: { 200: offerAcceptedSchema },
      },
    },
    async (request) => acceptOfferByToken(deps(), request.body.token),
  );
  app.post(
    '/waitlist/offer/decline',
    { config: link, schema: { tags, summary: 'Give the place up through the mail link', body: offerTokenSchema } },
    async (request, reply) => {
      await declineOfferByToken(deps(), request.body.token);
      return reply.status(204).send();
    },
  );

  const classParams = z.object({ classId: anyId });
  const entryParams = z.object({ entryId: anyId });
  app.get(
    '/admin/classes/:classId/waitlist',
    {
      config: admin,
      schema: { tags, summary: "A class's waiting list", params: classParams, response: { 200: adminWaitlistSchema } },
    },
    async (request) => readClassWaitlist(app.database.db, requireUser(request), request.params.classId),
  );
  app.put(
    '/admin/classes/:classId/waitlist/order',
    {
      config: admin,
      schema: { tags, summary: 'Reorder a class’s waiting list', params: classParams, body: waitlistOrderSchema },
    },
    async (request, reply) => {
      await reorderWaitlist(app.database.db, requireUser(request), {
        classId: request.params.classId,
        entryIds: request.body.entryIds,
      });
      return reply.status(204).send();
    },
  );
  app.post(
    '/admin/waitlist/:entryId/remove',
    {
      config: admin,
      schema: { tags, summary: 'Take a family off a waiting list', params: entryParams, body: waitlistRemoveSchema },
    },
    async (request, reply) => {
      await removeWaitlistEntry(deps(), requireUser(request), {
        entryId: request.params.entryId,
        reason: request.body.reason,
      });
      return reply.status(204).send();
    },
  );
  app.post(
    '/admin/waitlist/:entryId/offer',
    {
      config: admin,
      schema: { tags, summary: 'Offer a place by hand', params: entryParams, body: waitlistHandOfferSchema },
    },
    async (request, reply) => {
      await offerPlaceByHand(deps(), requireUser(request), {
        entryId: request.params.entryId,
        overCapacity: request.body.overCapacity,
      });
      return reply.status(204).send();
    },
  );
  app.get(
    '/admin/waitlist/analytics',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Families waiting per class, and how offers ended',
        querystring: z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() }),
        response: { 200: waitlistAnalyticsSchema },
      },
    },
    async (request) => {
      const today = zonedDate(app.payments.now(), CLUB_TIME_ZONE);
      const from = request.query.from ?? addDays(today, -365);
      const to = request.query.to ?? today;
      return waitlistAnalytics(app.database.db, {
        from: zonedTimeToUtc(from, '00:00', CLUB_TIME_ZONE),
        to: zonedTimeToUtc(addDays(to, 1), '00:00', CLUB_TIME_ZONE),
      });
    },
  );
}
