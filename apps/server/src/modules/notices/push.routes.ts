// /api/push: a signed-in account allows push on a device, lists its devices and turns one off. There is no user id in
// these paths: an account reaches only its own devices.
import {
  pushDeviceListSchema,
  pushDeviceSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
} from '@swim/shared/api/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access.js';
import { listDevices, removeSubscription, saveSubscription } from './push-subscriptions.js';

export async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['push'];
  const config = { access: 'user' } as const;

  app.get(
    '/push/key',
    { config, schema: { tags, summary: 'The server’s public VAPID key', response: { 200: pushKeySchema } } },
    async (_request, reply) => {
      const { publicKey } = await app.vapidKeys();
      reply.header('cache-control', 'private, max-age=3600');
      return { publicKey };
    },
  );
  app.get(
    '/push/subscriptions',
    {
      config,
      schema: { tags, summary: 'My devices that allow notifications', response: { 200: pushDeviceListSchema } },
    },
    async (request) => ({ items: await listDevices(db(), requireUser(request).id) }),
  );
  app.post(
    '/push/subscriptions',
    {
      config,
      schema: {
        tags,
        summary: 'Allow notifications on this device (the browser’s PushSubscription)',
        body: pushSubscriptionInputSchema,
        response: { 200: pushDeviceSchema },
      },
    },
    async (request) =>
      saveSubscription(db(), {
        userId: requireUser(request).id,
        subscription: request.body,
        userAgent: request.headers['user-agent'] ?? null,
        production: app.config.env === 'production',
      }),
  );
  app.delete(
    '/push/subscriptions',
    {
      config,
      schema: { tags, summary: 'Turn notifications off on one of my devices', body: pushEndpointSchema },
    },
    async (request, reply) => {
      await removeSubscription(db(), requireUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
}
