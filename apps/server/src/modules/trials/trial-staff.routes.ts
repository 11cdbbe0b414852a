// Staff routes of trial lessons: the coach's mark for a trial child on the roster (the class's coach or an admin), and
// the admin's list of trials with their conversion figures.
import { adminTrialsQuerySchema, adminTrialsSchema, trialMarkedSchema, trialMarkSchema } from '@swim/shared/api/trials';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { listAdminTrials } from './admin-trials.js';
import { markTrial } from './trial-roster.js';

/** Any id: a malformed one is answered like an unknown one (404), not as bad input. */
const trialParams = z.object({ classId: z.string().min(1).max(100), trialId: z.string().min(1).max(100) });

export async function trialStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/instructor/classes/:classId/trials/:trialId/attendance',
    {
      config: { access: ['instructor', 'admin'] },
      schema: {
        tags: ['instructor'],
        summary: 'Mark a trial child present or absent (touches no plan)',
        params: trialParams,
        body: trialMarkSchema,
        response: { 200: trialMarkedSchema },
      },
    },
    async (request) =>
      markTrial(db(), requireUser(request), { ...request.params, input: request.body, now: app.payments.now() }),
  );

  app.get(
    '/admin/trials',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Trial lessons with their outcome, and the conversion figures',
        querystring: adminTrialsQuerySchema,
        response: { 200: adminTrialsSchema },
      },
    },
    async (request) => listAdminTrials(db(), request.query, app.payments.now()),
  );
}
