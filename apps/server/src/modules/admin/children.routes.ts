import { adminChildSchema, childListQuerySchema, childListSchema } from '@swim/shared/api/admin-people';
import { childActivitySchema, childSchema, childUpdateSchema, transferSchema } from '@swim/shared/api/children';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { getChildActivity } from '../children/child-activity.service.js';
import { updateChild } from '../children/update-child.js';
import { transfer } from '../enrollments/enrollments.service.js';
import { getAdminChild, listAdminChildren } from './children.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown child (404), not as bad input. */
const childParams = z.object({ childId: z.string().min(1).max(100) });
const enrollmentParams = childParams.extend({ enrollmentId: z.uuid() });

/**
 * Any child, read through the same services as the parent's profile with the access policy's 'administer' action. Activating and
 * deactivating an enrollment goes through PATCH /admin/enrollments/:enrollmentId/status.
 */
export async function adminChildRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  /** Enrollments are told to the family (notice service, with the site's address for the links). */
  const enrollDeps = () => ({ db: db(), notices: app.notices, publicUrl: app.config.publicUrl });
  const tags = ['admin'];

  app.get(
    '/admin/children',
    {
      config,
      schema: {
        tags,
        summary: 'Search children',
        querystring: childListQuerySchema,
        response: { 200: childListSchema },
      },
    },
    async (request) => listAdminChildren(db(), request.query),
  );
  app.get(
    '/admin/children/:childId',
    {
      config,
      schema: {
        tags,
        summary: 'One child, as the parent sees it',
        params: childParams,
        response: { 200: adminChildSchema },
      },
    },
    async (request) => getAdminChild(db(), requireUser(request), request.params.childId),
  );
  app.put(
    '/admin/children/:childId',
    {
      config,
      schema: {
        tags,
        summary: "Correct any child's details",
        params: childParams,
        body: childUpdateSchema,
        response: { 200: childSchema },
      },
    },
    async (request) =>
      updateChild(db(), requireUser(request), {
        childId: request.params.childId,
        action: 'administer',
        input: request.body,
      }),
  );
  app.get(
    '/admin/children/:childId/activity',
    {
      config,
      schema: {
        tags,
        summary: "A child's attendance, progress, times, achievements, payments",
        params: childParams,
        response: { 200: childActivitySchema },
      },
    },
    async (request) =>
      getChildActivity(db(), requireUser(request), { childId: request.params.childId, action: 'administer' }),
  );
  app.post(
    '/admin/children/:childId/enrollments/:enrollmentId/transfer',
    {
      config,
      schema: {
        tags,
        summary: 'Move a child to another class',
        params: enrollmentParams,
        body: transferSchema,
      },
    },
    async (request) =>
      transfer(enrollDeps(), requireUser(request), {
        action: 'administer',
        childId: request.params.childId,
        enrollmentId: request.params.enrollmentId,
        toClassId: request.body.toClassId,
      }),
  );
}
