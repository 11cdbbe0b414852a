// Development: run a scheduled job now instead of at its time (the end-to-end journeys do, to see a reminder arrive).
// The job goes through the queue like its cron run, so it runs once, on whichever instance takes it. Never in
// production, and only from the machine the server runs on.
import type { FastifyInstance } from 'fastify';
import { fromThisMachine } from './loopback.js';

/** The jobs that may be started by hand. */
const RUNNABLE = new Set(['notices-daily-reminders', 'notices-push-retry', 'mail-retry']);

export async function devJobRoutes(app: FastifyInstance): Promise<void> {
  app.post('/dev/jobs/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!fromThisMachine(request) || !RUNNABLE.has(name)) return reply.callNotFound();
    if (!app.jobs)
      return reply.status(409).send({ error: { code: 'CONFLICT', message: 'This instance runs no jobs' } });
    const id = await app.jobs.send(name, {});
    return reply.status(202).send({ id });
  });
}
