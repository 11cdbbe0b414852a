// Erasure requests (issue 29 item 4): the family asks and withdraws; the admin reads the pending ones and confirms
// (carried out at once) or refuses with a reason.
import {
  adminErasureRequestListSchema,
  erasureRequestListSchema,
  erasureRequestSchema,
  refuseErasureSchema,
} from '@swim/shared/api/erasure';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadsDirOf } from '../../config.js';
import { requireUser } from '../../http/access.js';
import { listPendingErasureRequests, refuseErasureRequest } from './admin-erasure.service.js';
import {
  cancelErasureRequest,
  listOwnErasureRequests,
  requestAccountErasure,
  requestChildErasure,
} from './erasure-requests.service.js';
import { type ErasureDeps, runErasure } from './run-erasure.js';

/** Any id: a malformed one is answered like an unknown request or child (404), not as bad input. */
const requestParams = z.object({ requestId: z.string().min(1).max(100) });
const childParams = z.object({ childId: z.string().min(1).max(100) });

/** What carrying out an erasure needs from the app (the routes and the daily job share it). */
export function erasureDeps(app: FastifyInstance): ErasureDeps {
  return {
    db: app.database.db,
    payments: app.payments,
    notices: app.notices,
    publicUrl: app.config.publicUrl,
    now: () => app.payments.now(),
    mailer: app.mailer,
    uploadsDir: uploadsDirOf(app.config),
    dataDir: app.config.dataDir,
  };
}

export async function erasureRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clock = () => ({ db: app.database.db, now: () => app.payments.now() });
  const tags = ['erasure'];
  const family = { access: ['parent', 'instructor', 'admin'] } as const;
  // Only a family's account is erased on its own request; staff accounts are records of who acted.
  const parent = { access: ['parent'] } as const;
  const admin = { access: ['admin'] } as const;

  app.get(
    '/erasure-requests',
    { config: family, schema: { tags, summary: 'My erasure requests', response: { 200: erasureRequestListSchema } } },
    async (request) => listOwnErasureRequests(app.database.db, requireUser(request)),
  );
  app.post(
    '/erasure-requests/account',
    {
      config: parent,
      schema: { tags, summary: 'Ask to erase my account and children', response: { 201: erasureRequestSchema } },
    },
    async (request, reply) => reply.status(201).send(await requestAccountErasure(clock(), requireUser(request))),
  );
  app.post(
    '/children/:childId/erasure-request',
    {
      config: family,
      schema: {
        tags,
        summary: "Ask to erase one child's data",
        params: childParams,
        response: { 201: erasureRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestChildErasure(clock(), requireUser(request), request.params.childId)),
  );
  app.post(
    '/erasure-requests/:requestId/cancel',
    {
      config: family,
      schema: {
        tags,
        summary: 'Withdraw my pending request',
        params: requestParams,
        response: { 200: erasureRequestSchema },
      },
    },
    async (request) => cancelErasureRequest(clock(), requireUser(request), request.params.requestId),
  );

  app.get(
    '/admin/erasure-requests',
    {
      config: admin,
      schema: { tags, summary: 'Pending erasure requests', response: { 200: adminErasureRequestListSchema } },
    },
    async () => listPendingErasureRequests(app.database.db),
  );
  app.post(
    '/admin/erasure-requests/:requestId/confirm',
    { config: admin, schema: { tags, summary: 'Confirm: erase now', params: requestParams } },
    async (request, reply) => {
      await runErasure(erasureDeps(app), { requestId: request.params.requestId, actorId: requireUser(request).id });
      return reply.status(204).send();
    },
  );
  app.post(
    '/admin/erasure-requests/:requestId/refuse',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Refuse with a reason',
        params: requestParams,
        body: refuseErasureSchema,
        response: { 200: erasureRequestSchema },
      },
    },
    async (request) =>
      refuseErasureRequest({ ...clock(), mailer: app.mailer }, requireUser(request).id, {
        requestId: request.params.requestId,
        reason: request.body.reason,
      }),
  );
}
