// Subscriptions for parents, and the admin's billing: kindergarten months and reconciliation.
import {
  changePlanSchema,
  kindergartenBillingQuerySchema,
  kindergartenBillingSchema,
  kindergartenIssuedSchema,
  mismatchListSchema,
  mismatchSchema,
  subscriptionDetailSchema,
  subscriptionSchema,
} from '@swim/shared/api/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { issueKindergartenBills, reviewKindergartenBilling } from './kindergarten-billing.js';
import { listMismatches, reconcile, resolveMismatch } from './reconciliation.js';
import { changeSubscription, getSubscription, listSubscriptions } from './subscriptions.service.js';

const parents = { access: ['parent', 'admin'] } as const;
const admins = { access: ['admin'] } as const;
const subscriptionParams = z.object({ subscriptionId: z.string().min(1).max(100) });

export async function billingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  const subs = ['subscriptions'];
  app.get(
    '/subscriptions',
    {
      config: parents,
      schema: { tags: subs, summary: 'My card subscriptions', response: { 200: z.array(subscriptionSchema) } },
    },
    async (request) => listSubscriptions(db(), requireUser(request)),
  );
  app.get(
    '/subscriptions/:subscriptionId',
    {
      config: parents,
      schema: {
        tags: subs,
        summary: 'A subscription with its invoices',
        params: subscriptionParams,
        response: { 200: subscriptionDetailSchema },
      },
    },
    async (request) => getSubscription(db(), requireUser(request), request.params.subscriptionId),
  );
  app.post(
    '/subscriptions/:subscriptionId/cancel',
    {
      config: parents,
      schema: {
        tags: subs,
        summary: 'Cancel at the end of the period',
        params: subscriptionParams,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) =>
      changeSubscription(app.payments, {
        actor: requireUser(request),
        subscriptionId: request.params.subscriptionId,
        change: { kind: 'cancel' },
      }),
  );
  app.post(
    '/subscriptions/:subscriptionId/resume',
    {
      config: parents,
      schema: {
        tags: subs,
        summary: 'Undo a scheduled cancellation',
        params: subscriptionParams,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) =>
      changeSubscription(app.payments, {
        actor: requireUser(request),
        subscriptionId: request.params.subscriptionId,
        change: { kind: 'resume' },
      }),
  );
  app.post(
    '/subscriptions/:subscriptionId/plan',
    {
      config: parents,
      schema: {
        tags: subs,
        summary: 'Change the plan from the next period',
        params: subscriptionParams,
        body: changePlanSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) =>
      changeSubscription(app.payments, {
        actor: requireUser(request),
        subscriptionId: request.params.subscriptionId,
        change: { kind: 'plan', plan: request.body.plan },
      }),
  );

  const tags = ['billing'];
  app.get(
    '/admin/billing/kindergarten',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Review a kindergarten month',
        querystring: kindergartenBillingQuerySchema,
        response: { 200: kindergartenBillingSchema },
      },
    },
    async (request) =>
      reviewKindergartenBilling(db(), {
        query: request.query,
        now: app.payments.now(),
        club: await app.payments.clubCurrency(),
      }),
  );
  app.post(
    '/admin/billing/kindergarten',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Issue a kindergarten month',
        body: kindergartenBillingQuerySchema,
        response: { 200: kindergartenIssuedSchema },
      },
    },
    async (request) =>
      issueKindergartenBills(db(), { actorId: requireUser(request).id, query: request.body, now: app.payments.now() }),
  );
  app.get(
    '/admin/billing/reconciliation',
    { config: admins, schema: { tags, summary: 'Reconciliation mismatches', response: { 200: mismatchListSchema } } },
    async () => listMismatches(db()),
  );
  app.post(
    '/admin/billing/reconciliation/run',
    { config: admins, schema: { tags, summary: 'Reconcile now', response: { 200: mismatchListSchema } } },
    async () => {
      await reconcile(app.payments);
      return listMismatches(db());
    },
  );
  app.post(
    '/admin/billing/reconciliation/:mismatchId/resolve',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Mark a mismatch resolved',
        params: z.object({ mismatchId: z.string().min(1).max(100) }),
        response: { 200: mismatchSchema },
      },
    },
    async (request) => resolveMismatch(db(), requireUser(request).id, request.params.mismatchId),
  );
}
