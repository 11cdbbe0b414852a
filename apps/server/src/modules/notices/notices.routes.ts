// /api/notices: the signed-in account's notice preferences, and the one-click unsubscribe of an optional mail, which
// works without a session (the link is signed for one account and one kind) and is what List-Unsubscribe points at.
import {
  noticePreferenceChangeSchema,
  noticePreferenceListSchema,
  unsubscribeQuerySchema,
  unsubscribeStateSchema,
} from '@swim/shared/api/notices';
import { isRequiredNotice } from '@swim/shared/notices';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index.js';
import { requireUser } from '../../http/access.js';
import { AppError } from '../../lib/errors.js';
import { listPreferences, mailEnabled, setPreference } from './preferences.js';
import { readUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token.js';

/**
 * Enough for a person, and for a large mail provider posting many one-click unsubscribes from one address; tokens carry
 * 192 bits, so no rate walks through them.
 */
const UNSUBSCRIBE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** `maria.petrova@example.com` → `ma…@example.com`: the page says whose mail it is without spelling it out. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '…';
  return `${email.slice(0, Math.min(2, at))}…${email.slice(at)}`;
}

export async function noticeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['notices'];
  const user = { access: 'user' } as const;
  const link = { access: 'public', rateLimit: UNSUBSCRIBE_LIMIT } as const;

  // Mail apps send RFC 8058's one-click POST as a form ("List-Unsubscribe=One-Click"), urlencoded or, as the RFC
  // recommends, multipart; its content says nothing the link does not, so it is read and set aside.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 16 * 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const claimOf = async (token: string): Promise<UnsubscribeClaim & { email: string }> => {
    const claim = readUnsubscribeToken(app.config.authSecret, token);
    const [account] = claim
      ? await db().select({ email: users.email }).from(users).where(eq(users.id, claim.userId))
      : [];
    if (!claim || !account) throw new AppError('UNSUBSCRIBE_LINK_INVALID', 'This unsubscribe link is not valid');
    return { ...claim, email: account.email };
  };
  const stateOf = async (claim: UnsubscribeClaim & { email: string }) => ({
    kind: claim.kind,
    email: maskEmail(claim.email),
    mail: await mailEnabled(db(), claim.userId, claim.kind),
    required: isRequiredNotice(claim.kind, 'mail'),
  });
  const switchMail = async (token: string, enabled: boolean) => {
    const claim = await claimOf(token);
    if (!isRequiredNotice(claim.kind, 'mail')) {
      const account = await db().select({ role: users.role }).from(users).where(eq(users.id, claim.userId));
      const role = account[0]?.role ?? 'parent';
      await setPreference(
        db(),
        { id: claim.userId, role },
        { kind: claim.kind, channel: 'mail', enabled },
        { anyKind: true },
      );
    }
    return stateOf(claim);
  };

  app.get(
    '/notices/preferences',
    {
      config: user,
      schema: { tags, summary: 'What I receive, by mail and by push', response: { 200: noticePreferenceListSchema } },
    },
    async (request) => ({ items: await listPreferences(db(), requireUser(request)) }),
  );
  app.put(
    '/notices/preferences',
    {
      config: user,
      schema: {
        tags,
        summary: 'Turn one kind of notice on or off for one channel',
        body: noticePreferenceChangeSchema,
        response: { 200: noticePreferenceListSchema },
      },
    },
    async (request) => {
      const account = requireUser(request);
      await setPreference(db(), account, request.body);
      return { items: await listPreferences(db(), account) };
    },
  );
  app.get(
    '/notices/unsubscribe',
    {
      config: link,
      schema: {
        tags,
        summary: 'What an unsubscribe link stops (no sign-in)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema },
      },
    },
    async (request, reply) => {
      const claim = await claimOf(request.query.t);
      // A mail app without one-click support opens the List-Unsubscribe address in the browser: the person gets the
      // page that explains and asks, not this API's JSON.
      if (request.headers.accept?.includes('text/html')) {
        return reply.redirect(`/unsubscribe?t=${encodeURIComponent(request.query.t)}`, 303);
      }
      return stateOf(claim);
    },
  );
  app.post(
    '/notices/unsubscribe',
    {
      config: link,
      schema: {
        tags,
        summary: 'Stop the mails of one kind with the signed link (RFC 8058 one-click; no sign-in)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema },
      },
    },
    async (request) => switchMail(request.query.t, false),
  );
  app.post(
    '/notices/resubscribe',
    {
      config: link,
      schema: {
        tags,
        summary: 'Undo an unsubscribe with the same signed link',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema },
      },
    },
    async (request) => switchMail(request.query.t, true),
  );
}
