import { contactAcceptedSchema, contactMessageSchema } from '@swim/shared/api/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { submitContactMessage } from './contact.service.js';

/** Contact messages per address: enough for a person, too few for a flood. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/contact',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the club',
        body: contactMessageSchema,
        response: { 202: contactAcceptedSchema },
      },
    },
    async (request, reply) => {
      await submitContactMessage(
        { db: app.database.db, mailer: app.mailer, clubInbox: app.config.clubInbox },
        request.body,
        { ipAddress: request.ip, userId: request.user?.id ?? null },
      );
      return reply.status(202).send({ ok: true as const });
    },
  );
}
