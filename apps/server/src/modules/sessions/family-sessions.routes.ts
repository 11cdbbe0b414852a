// The family's side of dated sessions (issue 26 items 2-4): a child's next sessions, credits and make-ups; reporting
// and taking back an absence; the make-up options of a credit; booking, cancelling and moving a make-up.
// Like every family route, callers act for their own children whatever their role (the access policy's 'family').
import {
  absenceReportedSchema,
  childSessionsSchema,
  makeupBookInputSchema,
  makeupBookingSchema,
  makeupOptionsQuerySchema,
  makeupOptionsSchema,
  sessionKeySchema,
} from '@swim/shared/api/sessions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { bookMakeup } from './book-makeup.js';
import { cancelMakeup } from './cancel-makeup.js';
import { getChildSessions } from './child-sessions.js';
import { listMakeupOptions } from './makeup-options.js';
import { moveMakeup } from './move-makeup.js';
import { reportAbsence } from './report-absence.js';
import { withdrawAbsence } from './withdraw-absence.js';

/** Any id: a malformed one is answered like an unknown one (404), not as bad input. */
const anyId = z.string().min(1).max(100);
const childParams = z.object({ childId: anyId });
const absenceParams = childParams.extend({ absenceId: anyId });
const bookingParams = childParams.extend({ bookingId: anyId });

export async function familySessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // The app's one clock (tests hold it), as the payments and the coach's attendance read it.
  const now = () => app.payments.now();
  /** A make-up booked or moved is told to the family. */
  const tell = { notices: app.notices, publicUrl: app.config.publicUrl };
  const tags = ['sessions'];
  const config = { access: ['parent', 'instructor', 'admin'] } as const;

  app.get(
    '/children/:childId/sessions',
    {
      config,
      schema: {
        tags,
        summary: "A child's next sessions, make-up credits and make-ups",
        params: childParams,
        response: { 200: childSessionsSchema },
      },
    },
    async (request) => getChildSessions(db(), requireUser(request), { childId: request.params.childId, now: now() }),
  );
  app.post(
    '/children/:childId/absences',
    {
      config,
      schema: {
        tags,
        summary: "Report that the child won't come to a session",
        params: childParams,
        body: sessionKeySchema,
        response: { 200: absenceReportedSchema, 201: absenceReportedSchema },
      },
    },
    async (request, reply) => {
      const { created, result } = await reportAbsence(db(), requireUser(request), {
        childId: request.params.childId,
        key: request.body,
        now: now(),
      });
      return reply.status(created ? 201 : 200).send(result);
    },
  );
  app.delete(
    '/children/:childId/absences/:absenceId',
    { config, schema: { tags, summary: 'Take an absence notice back', params: absenceParams } },
    async (request, reply) => {
      await withdrawAbsence(db(), requireUser(request), { ...request.params, now: now() });
      return reply.status(204).send();
    },
  );
  app.get(
    '/children/:childId/makeup-options',
    {
      config,
      schema: {
        tags,
        summary: 'Sessions a credit can book a make-up in',
        params: childParams,
        querystring: makeupOptionsQuerySchema,
        response: { 200: makeupOptionsSchema },
      },
    },
    async (request) =>
      listMakeupOptions(db(), requireUser(request), {
        childId: request.params.childId,
        creditId: request.query.creditId,
        now: now(),
      }),
  );
  app.post(
    '/children/:childId/makeups',
    {
      config,
      schema: {
        tags,
        summary: 'Book a make-up with a credit',
        params: childParams,
        body: makeupBookInputSchema,
        response: { 201: makeupBookingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await bookMakeup(db(), requireUser(request), {
          childId: request.params.childId,
          body: request.body,
          now: now(),
          tell,
        }),
      ),
  );
  app.delete(
    '/children/:childId/makeups/:bookingId',
    { config, schema: { tags, summary: 'Cancel a make-up (the credit comes back)', params: bookingParams } },
    async (request, reply) => {
      await cancelMakeup(db(), requireUser(request), { ...request.params, now: now() });
      return reply.status(204).send();
    },
  );
  app.post(
    '/children/:childId/makeups/:bookingId/move',
    {
      config,
      schema: {
        tags,
        summary: 'Move a make-up to another session',
        params: bookingParams,
        body: sessionKeySchema,
        response: { 200: makeupBookingSchema },
      },
    },
    async (request) =>
      moveMakeup(db(), requireUser(request), { ...request.params, key: request.body, now: now(), tell }),
  );
}
