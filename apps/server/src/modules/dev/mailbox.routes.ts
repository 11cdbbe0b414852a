// Development mailbox: the outbox as a page, so confirmation and reset links can be followed. Never in production.
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../../db/schema/index.js';
import { escapeHtml } from '../../lib/html.js';
import { fromThisMachine } from './loopback.js';

/** Turns escaped text into HTML with its links clickable. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Whether SMTP delivered it, is still trying (with the last error), or it stays only here. */
function deliveryState(mail: typeof emailOutbox.$inferSelect): string {
  if (mail.sentAt) return `delivered ${mail.sentAt.toISOString()}`;
  if (mail.attempts === 0) return 'in the outbox';
  return `<strong class="failed">delivery failed ${mail.attempts}×: ${escapeHtml(mail.lastError ?? '')}</strong>`;
}

export async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/mailbox', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const mails = await app.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(50);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To: ${escapeHtml(m.to)} · ${escapeHtml(m.kind)} · ${m.createdAt.toISOString()} · ${deliveryState(m)}</p>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0b1f33}
article{border:1px solid #cbd5e1;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#475569}.failed{color:#b91c1c}</style></head>
<body><main><h1>Development mailbox</h1><p>Mail the app sent (newest first). Not served in production.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
