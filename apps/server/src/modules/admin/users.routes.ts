import {
  athleteApplicationSchema,
  athleteApprovalQuerySchema,
  athleteDecisionSchema,
  roleChangeResultSchema,
  roleChangeSchema,
  roleChangeUndoSchema,
  userListQuerySchema,
  userListSchema,
} from '@swim/shared/api/admin-users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { changeUserRole, undoRoleChange } from './role-changes.service.js';
import { decideAthlete, listAthleteApplications, listUsers } from './users.service.js';

const admin = ['admin'] as const;

export async function adminUserRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const userParams = z.object({ userId: z.string().min(1).max(100) });

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
        response: { 200: roleChangeResultSchema },
      },
    },
    async (request) =>
      changeUserRole(app.database.db, {
        actorId: requireUser(request).id,
        userId: request.params.userId,
        role: request.body.role,
      }),
  );
  app.post(
    '/admin/users/:userId/role/undo',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Undo a role change, approval included',
        params: userParams,
        body: roleChangeUndoSchema,
        response: { 200: roleChangeResultSchema },
      },
    },
    async (request) =>
      undoRoleChange(app.database.db, {
        actorId: requireUser(request).id,
        userId: request.params.userId,
        changeId: request.body.changeId,
      }),
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
      await decideAthlete(
        {
          db: app.database.db,
          actorId: requireUser(request).id,
          notices: app.notices,
          publicUrl: app.config.publicUrl,
        },
        { userId: request.params.userId, approved: request.body.approved, now: app.payments.now() },
      );
      return reply.status(204).send();
    },
  );
}
