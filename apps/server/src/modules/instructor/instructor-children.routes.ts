// The instructor's workspace, about one child: the metric catalog, the child's record, and what a coach records.
import {
  achievementInputSchema,
  assessmentInputSchema,
  assessmentSchema,
  instructorChildSchema,
  metricCatalogSchema,
  raceTimeInputSchema,
} from '@swim/shared/api/instructor';
import { achievementSchema, performanceRecordSchema } from '@swim/shared/api/children';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { awardAchievement, createAssessment, recordRaceTime } from './record-progress.service.js';
import { getInstructorChild, listMetrics } from './child-records.service.js';

const config = { access: ['instructor', 'admin'] } as const;
/** Any id: a malformed one is answered like an unknown child (404), not as bad input. */
const childParams = z.object({ childId: z.string().min(1).max(100) });

export async function instructorChildRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const now = () => app.payments.now();
  const tags = ['instructor'];

  app.get(
    '/instructor/metrics',
    { config, schema: { tags, summary: 'The progress metric catalog', response: { 200: metricCatalogSchema } } },
    async () => listMetrics(db()),
  );
  app.get(
    '/instructor/children/:childId',
    {
      config,
      schema: {
        tags,
        summary: 'A child with assessments, achievements and times',
        params: childParams,
        response: { 200: instructorChildSchema },
      },
    },
    async (request) => getInstructorChild(db(), requireUser(request), { childId: request.params.childId, now: now() }),
  );
  app.post(
    '/instructor/children/:childId/assessments',
    {
      config,
      schema: {
        tags,
        summary: 'Record an assessment',
        params: childParams,
        body: assessmentInputSchema,
        response: { 201: assessmentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createAssessment(db(), requireUser(request), {
          childId: request.params.childId,
          input: request.body,
          now: now(),
          tell: { notices: app.notices, publicUrl: app.config.publicUrl },
        }),
      ),
  );
  app.post(
    '/instructor/children/:childId/achievements',
    {
      config,
      schema: {
        tags,
        summary: 'Award an achievement',
        params: childParams,
        body: achievementInputSchema,
        response: { 201: achievementSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await awardAchievement(db(), requireUser(request), {
          childId: request.params.childId,
          input: request.body,
          now: now(),
        }),
      ),
  );
  app.post(
    '/instructor/children/:childId/times',
    {
      config,
      schema: {
        tags,
        summary: 'Record a race time (m:ss.hh)',
        params: childParams,
        body: raceTimeInputSchema,
        response: { 201: performanceRecordSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await recordRaceTime(db(), requireUser(request), {
          childId: request.params.childId,
          input: request.body,
          now: now(),
        }),
      ),
  );
}
