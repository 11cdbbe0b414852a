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
import { AppError } from '../../lib/errors.js';
import { AUTH_LIMITS, emailKey } from '../auth/limits.js';
import { isAthleteApproved, toHeaders } from '../auth/session.js';
import {
  createGoal,
  deleteGoal,
  getAthleteDashboard,
  listGoals,
  registerAthlete,
  updateGoal,
} from './athletes.service.js';

const athlete = ['athlete'] as const;

export async function athleteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['athletes'];
  const goalParams = z.object({ goalId: z.uuid() });
  const me = (request: { user: { id: string } | null }) => request.user?.id ?? '';

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
      await registerAthlete(app.auth, app.database.db, request.body, toHeaders(request.headers));
      return reply.status(202).send({ ok: true });
    },
  );

  app.get(
    '/athlete/status',
    {
      config: { access: 'athlete-any' },
      schema: { tags, summary: 'Whether the athlete is approved', response: { 200: athleteStatusSchema } },
    },
    async (request) => ({ approved: await isAthleteApproved(app.database.db, me(request)) }),
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
    async (request) => getAthleteDashboard(app.database.db, me(request)),
  );

  app.get(
    '/athlete/goals',
    {
      config: { access: athlete },
      schema: { tags, summary: 'My training goals', response: { 200: z.array(goalSchema) } },
    },
    async (request) => listGoals(app.database.db, me(request)),
  );
  app.post(
    '/athlete/goals',
    {
      config: { access: athlete },
      schema: { tags, summary: 'Create a goal', body: goalCreateSchema, response: { 201: goalSchema } },
    },
    async (request, reply) => reply.status(201).send(await createGoal(app.database.db, me(request), request.body)),
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
    async (request) => updateGoal(app.database.db, me(request), request.params.goalId, request.body),
  );
  app.delete(
    '/athlete/goals/:goalId',
    { config: { access: athlete }, schema: { tags, summary: 'Delete a goal', params: goalParams } },
    async (request, reply) => {
      await deleteGoal(app.database.db, me(request), request.params.goalId);
      return reply.status(204).send();
    },
  );
}
