import {
  adminEnrollmentSchema,
  enrollmentListQuerySchema,
  enrollmentListSchema,
  enrollmentStatusSchema,
} from '@swim/shared/api/admin-club';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { endEnrollmentSubscriptions } from '../payments/end-enrollment-subscriptions.js';
import { isUuid } from '@swim/shared/uuid';
import { listAdminEnrollments, setEnrollmentStatus } from './enrollments.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown enrollment (404), not as bad input. */
const enrollmentParams = z.object({ enrollmentId: z.string().min(1).max(100) });

export async function adminEnrollmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/enrollments',
    {
      config,
      schema: {
        tags,
        summary: 'Search enrollments',
        querystring: enrollmentListQuerySchema,
        response: { 200: enrollmentListSchema },
      },
    },
    async (request) => listAdminEnrollments(db(), request.query),
  );
  app.patch(
    '/admin/enrollments/:enrollmentId/status',
    {
      config,
      schema: {
        tags,
        summary: 'Activate or deactivate an enrollment',
        params: enrollmentParams,
        body: enrollmentStatusSchema,
        response: { 200: adminEnrollmentSchema },
      },
    },
    async (request) => {
      const actorId = requireUser(request).id;
      const { enrollmentId } = request.params;
      // A deactivated enrollment's card subscription is stopped first; a refusal there changes nothing.
      if (!request.body.active && isUuid(enrollmentId)) {
        await endEnrollmentSubscriptions(app.payments, actorId, enrollmentId);
      }
      return setEnrollmentStatus(
        { db: db(), notices: app.notices, publicUrl: app.config.publicUrl, now: () => app.payments.now() },
        { actorId, enrollmentId, active: request.body.active },
      );
    },
  );
}
