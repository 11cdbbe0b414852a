import {
  athleteDashboardSchema,
  athleteRegisterSchema,
  athleteStatusSchema,
  goalCreateSchema,
  goalSchema,
  goalUpdateSchema,
} from '@swim/shared/api/athletes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { AppError } from '../../lib/errors.js';
import { AUTH_LIMITS, emailKey } from '../auth/limits.js';
import { isAthleteApproved, toHeaders } from '../auth/session.js';
import { getAthleteDashboard } from './athlete-dashboard.service.js';
import { createGoal, deleteGoal, type GoalOwner, listGoals, updateGoal } from './athlete-goals.service.js';
import { registerAthlete } from './athlete-registration.service.js';

const athlete = ['athlete'] as const;

export async function athleteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['athletes'];
  const goalParams = z.object({ goalId: z.uuid() });
  const goalsOf = (athleteId: string): GoalOwner => ({ db: app.database.db, athleteId });

  const perAccount = app.createRateLimit({
    ...AUTH_LIMITS.signUp.perAccount,
    keyGenerator: emailKey('athlete-register'),
  });
  app.post(
    '/athletes/register',
    {
      config: { access: 'public', rateLimit: AUTH_LIMITS.signUp.perAddress },
      preHandler: async (request) => {
        const verdict = await perAccount(request);
        if (!verdict.isAllowed && verdict.isExceeded)
          throw new AppError('RATE_LIMITED', 'Too many attempts, please try again later');
      },
      schema: { tags, summary: 'Register as an athlete (awaits approval)', body: athleteRegisterSchema },
    },
    async (request, reply) => {
      await registerAthlete({ auth: app.auth, db: app.database.db }, request.body, toHeaders(request.headers));
      return reply.status(202).send({ ok: true });
    },
  );

  app.get(
    '/athlete/status',
    {
      config: { access: 'athlete-any' },
      schema: { tags, summary: 'Whether the athlete is approved', response: { 200: athleteStatusSchema } },
    },
    async (request) => ({ approved: await isAthleteApproved(app.database.db, requireUser(request).id) }),
  );

  app.get(
    '/athlete/dashboard',
    {
      config: { access: athlete },
      schema: {
        tags,
        summary: 'Profile, classes, assessments, achievements',
        response: { 200: athleteDashboardSchema },
      },
    },
    async (request) => getAthleteDashboard(app.database.db, requireUser(request).id),
  );

  app.get(
    '/athlete/goals',
    {
      config: { access: athlete },
      schema: { tags, summary: 'My training goals', response: { 200: z.array(goalSchema) } },
    },
    async (request) => listGoals(goalsOf(requireUser(request).id)),
  );
  app.post(
    '/athlete/goals',
    {
      config: { access: athlete },
      schema: { tags, summary: 'Create a goal', body: goalCreateSchema, response: { 201: goalSchema } },
    },
    async (request, reply) => reply.status(201).send(await createGoal(goalsOf(requireUser(request).id), request.body)),
  );
  app.patch(
    '/athlete/goals/:goalId',
    {
      config: { access: athlete },
      schema: {
        tags,
        summary: 'Edit, track or complete a goal',
        params: goalParams,
        body: goalUpdateSchema,
        response: { 200: goalSchema },
      },
    },
    async (request) => updateGoal(goalsOf(requireUser(request).id), request.params.goalId, request.body),
  );
  app.delete(
    '/athlete/goals/:goalId',
    { config: { access: athlete }, schema: { tags, summary: 'Delete a goal', params: goalParams } },
    async (request, reply) => {
      await deleteGoal(goalsOf(requireUser(request).id), request.params.goalId);
      return reply.status(204).send();
    },
  );
}
