import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from '../../http/error-handler.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
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
      schema: {
        tags: ['health'],
        summary: 'The database answers (503 when not); with REDIS_URL, whether Redis does (degraded when not)',
      },
    },
    async (_request, reply) => {
      const [database, counters] = await Promise.all([app.database.ping(), app.counters.check()]);
      if (!database)
        return sendError(reply, 503, { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable' });
      // Without Redis the instance still serves (its rate limits count alone): degraded, not unready, so that a
      // balancer does not take every instance out at once for it.
      if (counters === 'fallback') return { status: 'degraded', database: app.database.kind, redis: 'unreachable' };
      return { status: 'ready', database: app.database.kind, ...(counters === 'shared' ? { redis: 'reachable' } : {}) };
    },
  );
}
