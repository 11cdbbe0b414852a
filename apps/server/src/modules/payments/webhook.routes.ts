// POST /api/payments/webhook: the provider's signed events, checked over the raw body before anything else.
import type { FastifyInstance } from 'fastify';
import { WebhookSignatureError } from './provider/payment-provider.js';
import { handleProviderEvent } from './webhook.js';

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated: only this route keeps JSON as the raw bytes the signature was made over.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/webhook',
    {
      config: { access: 'public', rateLimit: { max: 3000, timeWindow: '1 minute' } },
      schema: { tags: ['payments'], summary: 'Card provider events (signed)', hide: true },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof app.payments.provider.parseWebhook>;
      try {
        event = app.payments.provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: 'Invalid signature' } });
        }
        throw err;
      }
      const outcome = await handleProviderEvent(app.payments, event);
      return { received: true, duplicate: outcome === 'duplicate' };
    },
  );
}
