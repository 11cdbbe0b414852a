import { consentAnswerSchema, consentParamsSchema, consentsViewSchema } from '@swim/shared/api/consents';
import { CONSENT_KINDS } from '@swim/shared/privacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import {
  answerAthleteConsent,
  answerChildConsent,
  getAdminChildConsents,
  getAthleteConsents,
  getChildConsents,
  recordPaperConsent,
} from './consents.service.js';

/** Any id: a malformed one is answered like an unknown child (404), not as bad input. */
const childParams = z.object({ childId: z.string().min(1).max(100) });

export async function consentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['consents'];
  // A family's own children, whatever the caller's role (the access policy's 'family' action); athletes are confined to
  // their own area and answer there.
  const family = { access: ['parent', 'instructor', 'admin'] } as const;
  const athlete = { access: ['athlete'] } as const;
  const admin = { access: ['admin'] } as const;
  const response = { 200: consentsViewSchema };

  app.get(
    '/children/:childId/consents',
    {
      config: family,
      schema: { tags, summary: "A child's consents and their history", params: childParams, response },
    },
    async (request) => getChildConsents(db(), requireUser(request), request.params.childId),
  );
  app.put(
    '/children/:childId/consents/:kind',
    {
      config: family,
      schema: {
        tags,
        summary: "Give or withdraw a consent for one's child, to the text shown",
        params: consentParamsSchema,
        body: consentAnswerSchema,
        response,
      },
    },
    async (request) =>
      answerChildConsent(db(), requireUser(request), {
        childId: request.params.childId,
        kind: request.params.kind,
        answer: request.body,
      }),
  );
  app.get(
    '/admin/children/:childId/consents',
    {
      config: admin,
      schema: { tags, summary: "Any child's consents, for the console", params: childParams, response },
    },
    async (request) => getAdminChildConsents(db(), requireUser(request), request.params.childId),
  );
  app.put(
    '/admin/children/:childId/consents/:kind',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record the answer of a signed paper consent form',
        params: consentParamsSchema,
        body: consentAnswerSchema,
        response,
      },
    },
    async (request) =>
      recordPaperConsent(db(), requireUser(request), {
        childId: request.params.childId,
        kind: request.params.kind,
        answer: request.body,
      }),
  );
  app.get(
    '/athlete/consents',
    { config: athlete, schema: { tags, summary: "The athlete's own consents", response } },
    async (request) => getAthleteConsents(db(), requireUser(request)),
  );
  app.put(
    '/athlete/consents/:kind',
    {
      config: athlete,
      schema: {
        tags,
        summary: 'An athlete of 14 or more gives or withdraws their own consent',
        params: z.object({ kind: z.enum(CONSENT_KINDS) }),
        body: consentAnswerSchema,
        response,
      },
    },
    async (request) =>
      answerAthleteConsent(db(), requireUser(request), { kind: request.params.kind, answer: request.body }),
  );
}
