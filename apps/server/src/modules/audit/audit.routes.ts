import { auditListQuerySchema, auditListSchema } from '@swim/shared/api/admin-audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAuditLog } from './audit.service.js';

export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/audit',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => listAuditLog(app.database.db, request.query),
  );
}
