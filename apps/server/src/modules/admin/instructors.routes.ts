import {
  adminCoachProfileSchema,
  classReassignResultSchema,
  classReassignSchema,
  coachProfileInputSchema,
  instructorListQuerySchema,
  instructorListSchema,
} from '@swim/shared/api/admin-people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { createCoachProfile } from './coach-profiles.service.js';
import { listInstructors, reassignClass } from './instructors.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown record (404), not as bad input. */
const userParams = z.object({ userId: z.string().min(1).max(100) });
const classParams = z.object({ classId: z.string().min(1).max(100) });

/** Instructors and their classes. Giving someone the role goes through PATCH /admin/users/:userId/role. */
export async function adminInstructorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/instructors',
    {
      config,
      schema: {
        tags,
        summary: 'Search instructors',
        querystring: instructorListQuerySchema,
        response: { 200: instructorListSchema },
      },
    },
    async (request) => listInstructors(db(), request.query),
  );
  app.put(
    '/admin/classes/:classId/instructor',
    {
      config,
      schema: {
        tags,
        summary: 'Give a class to another instructor',
        params: classParams,
        body: classReassignSchema,
        response: { 200: classReassignResultSchema },
      },
    },
    async (request) =>
      reassignClass(db(), {
        actorId: requireUser(request).id,
        classId: request.params.classId,
        instructorId: request.body.instructorId,
      }),
  );
  app.post(
    '/admin/instructors/:userId/coach-profile',
    {
      config,
      schema: {
        tags,
        summary: "Create an instructor's public coach profile",
        params: userParams,
        body: coachProfileInputSchema,
        response: { 201: adminCoachProfileSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createCoachProfile(db(), {
          actorId: requireUser(request).id,
          userId: request.params.userId,
          input: request.body,
        }),
      ),
  );
}
