import { adminClassSchema, classInputSchema, classListQuerySchema, classListSchema } from '@swim/shared/api/admin-club';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { createClass, deleteClass, listAdminClasses, updateClass } from './classes.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown class (404), not as bad input. */
const classParams = z.object({ classId: z.string().min(1).max(100) });

export async function adminClassRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/classes',
    {
      config,
      schema: {
        tags,
        summary: 'Search classes',
        querystring: classListQuerySchema,
        response: { 200: classListSchema },
      },
    },
    async (request) => listAdminClasses(db(), request.query, await app.payments.clubCurrency()),
  );
  app.post(
    '/admin/classes',
    {
      config,
      schema: { tags, summary: 'Create a class', body: classInputSchema, response: { 201: adminClassSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createClass(db(), {
          actorId: requireUser(request).id,
          input: request.body,
          currency: await app.payments.clubCurrency(),
        }),
      ),
  );
  app.put(
    '/admin/classes/:classId',
    {
      config,
      schema: {
        tags,
        summary: 'Update a class and its sessions',
        params: classParams,
        body: classInputSchema,
        response: { 200: adminClassSchema },
      },
    },
    async (request) =>
      updateClass(
        { db: db(), notices: app.notices, publicUrl: app.config.publicUrl, now: () => app.payments.now() },
        { actorId: requireUser(request).id, classId: request.params.classId, input: request.body },
      ),
  );
  app.delete(
    '/admin/classes/:classId',
    { config, schema: { tags, summary: 'Delete a class that never had enrollments', params: classParams } },
    async (request, reply) => {
      await deleteClass(db(), { actorId: requireUser(request).id, classId: request.params.classId });
      return reply.status(204).send();
    },
  );
}
