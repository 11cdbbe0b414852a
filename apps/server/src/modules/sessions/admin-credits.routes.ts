// The admin console's routes for make-up credits (issue 26 item 8): a child's credits, a grant and a revocation by
// hand, each with a reason, and the make-up summary (credits per month, occupancy per class). Admins only; the child is read through the access policy's 'administer' action.
import {
  adminChildCreditsSchema,
  adminCreditSchema,
  creditGrantSchema,
  creditRevokeSchema,
  makeupSummarySchema,
} from '@swim/shared/api/makeup-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { grantCredit, listChildCredits, revokeCredit } from './admin-credits.js';
import { getMakeupSummary } from './makeup-summary.js';

/** Any id: a malformed one is answered like an unknown one (404), not as bad input. */
const anyId = z.string().min(1).max(100);
const childParams = z.object({ childId: anyId });
const creditParams = z.object({ creditId: anyId });

export async function adminCreditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // The app's one clock (tests hold it), as the family's session routes read it.
  const now = () => app.payments.now();
  const tags = ['admin'];
  const config = { access: ['admin'] } as const;

  app.get(
    '/admin/children/:childId/credits',
    {
      config,
      schema: {
        tags,
        summary: "A child's make-up credits",
        params: childParams,
        response: { 200: adminChildCreditsSchema },
      },
    },
    async (request) => listChildCredits(db(), requireUser(request), { childId: request.params.childId, now: now() }),
  );
  app.post(
    '/admin/children/:childId/credits',
    {
      config,
      schema: {
        tags,
        summary: 'Grant the child a make-up credit, with a reason',
        params: childParams,
        body: creditGrantSchema,
        response: { 201: adminCreditSchema },
      },
    },
    async (request, reply) => {
      const credit = await grantCredit(db(), requireUser(request), {
        childId: request.params.childId,
        body: request.body,
        now: now(),
      });
      return reply.status(201).send(credit);
    },
  );
  app.post(
    '/admin/credits/:creditId/revoke',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an available make-up credit, with a reason',
        params: creditParams,
        body: creditRevokeSchema,
        response: { 200: adminCreditSchema },
      },
    },
    async (request) =>
      revokeCredit(db(), requireUser(request), { creditId: request.params.creditId, body: request.body, now: now() }),
  );
  app.get(
    '/admin/makeups/summary',
    {
      config,
      schema: {
        tags,
        summary: 'Make-up credits per month and make-up occupancy per class over the next weeks',
        response: { 200: makeupSummarySchema },
      },
    },
    async () => getMakeupSummary(db(), { now: now() }),
  );
}
