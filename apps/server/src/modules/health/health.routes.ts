import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../../http/error-handler.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['health'], summary: 'The database answers' },
    },
    async (_request, reply) => {
      if (await app.database.ping()) return { status: 'ready', database: app.database.kind };
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
    },
  );
}
