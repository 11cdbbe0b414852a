import {
  inboxListQuerySchema,
  inboxListSchema,
  inboxMessageDetailSchema,
  inboxReplyInputSchema,
  inboxStatusInputSchema,
  inboxSummarySchema,
} from '@swim/shared/api/admin-inbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/access.js';
import { markMessageRead, replyToMessage, setMessageHandled } from './inbox-actions.js';
import { listInbox, readInboxMessage, summarizeInbox } from './inbox.service.js';

const config = { access: ['admin'] } as const;
/** Any id: a malformed one is answered like an unknown message (404). */
const messageParams = z.object({ messageId: z.string().min(1).max(100) });

export async function inboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['admin'];

  app.get(
    '/admin/inbox',
    {
      config,
      schema: {
        tags,
        summary: 'Contact messages, unread first, then newest',
        querystring: inboxListQuerySchema,
        response: { 200: inboxListSchema },
      },
    },
    async (request) => listInbox(db(), request.query),
  );
  app.get(
    '/admin/inbox/summary',
    { config, schema: { tags, summary: 'How many messages are unread', response: { 200: inboxSummarySchema } } },
    async () => summarizeInbox(db()),
  );
  app.get(
    '/admin/inbox/:messageId',
    {
      config,
      schema: {
        tags,
        summary: 'One message with its replies',
        params: messageParams,
        response: { 200: inboxMessageDetailSchema },
      },
    },
    async (request) => readInboxMessage(db(), request.params.messageId),
  );
  app.post(
    '/admin/inbox/:messageId/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a message read',
        params: messageParams,
        response: { 200: inboxMessageDetailSchema },
      },
    },
    async (request) => markMessageRead(db(), request.params.messageId),
  );
  app.put(
    '/admin/inbox/:messageId/status',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a message handled, or open it again',
        params: messageParams,
        body: inboxStatusInputSchema,
        response: { 200: inboxMessageDetailSchema },
      },
    },
    async (request) =>
      setMessageHandled(db(), requireUser(request).id, {
        messageId: request.params.messageId,
        handled: request.body.handled,
      }),
  );
  app.post(
    '/admin/inbox/:messageId/replies',
    {
      config,
      schema: {
        tags,
        summary: 'Reply by mail in the sender’s language (marks the message handled)',
        params: messageParams,
        body: inboxReplyInputSchema,
        response: { 201: inboxMessageDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await replyToMessage({ db: db(), mailer: app.mailer }, requireUser(request).id, {
          messageId: request.params.messageId,
          body: request.body.body,
        }),
      ),
  );
}
