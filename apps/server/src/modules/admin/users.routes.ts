import {
  adminUserSchema,
  athleteApplicationSchema,
  athleteApprovalQuerySchema,
  athleteDecisionSchema,
  roleChangeSchema,
  userListQuerySchema,
  userListSchema,
} from '@swim/shared/api/admin-users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeUserRole, decideAthlete, listAthleteApplications, listUsers } from './users.service.js';

const admin = ['admin'] as const;

export async function adminUserRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const userParams = z.object({ userId: z.string().min(1).max(100) });
  const actor = (request: { user: { id: string } | null }) => request.user?.id ?? '';

  app.get(
    '/admin/users',
    {
      config: { access: admin },
      schema: { tags, summary: 'Search users', querystring: userListQuerySchema, response: { 200: userListSchema } },
    },
    async (request) => listUsers(app.database.db, request.query),
  );
  app.patch(
    '/admin/users/:userId/role',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Change a role',
        params: userParams,
        body: roleChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => changeUserRole(app.database.db, actor(request), request.params.userId, request.body.role),
  );
  app.get(
    '/admin/athletes',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Athlete registrations',
        querystring: athleteApprovalQuerySchema,
        response: { 200: z.array(athleteApplicationSchema) },
      },
    },
    async (request) => listAthleteApplications(app.database.db, request.query.status),
  );
  app.post(
    '/admin/athletes/:userId/decision',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Approve an athlete or withdraw approval',
        params: userParams,
        body: athleteDecisionSchema,
      },
    },
    async (request, reply) => {
      await decideAthlete(app.database.db, actor(request), request.params.userId, request.body.approved);
      return reply.status(204).send();
    },
  );
}
