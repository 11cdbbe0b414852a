// /api/profile: the signed-in user's own account. There is no user id in these paths: a user reaches only themself.
import { changeEmailSchema, changePasswordSchema, profileSchema, updateProfileSchema } from '@swim/shared/api/profile';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/access.js';
import { AppError } from '../../lib/errors.js';
import { toHeaders } from '../auth/session.js';
import { forgetSession } from '../auth/session-memo.js';
import { changePassword, requestEmailChange } from './account-credentials.js';
import { getProfile } from './get-profile.js';
import { updateProfile } from './update-profile.js';

/** Password and address changes per address: enough for typing mistakes, too few for guessing a password. */
const CREDENTIAL_LIMIT = { max: 10, timeWindow: '15 minutes' };
/**
 * And per account, whatever the address: a stolen session moving between addresses gets 5 guesses of the current
 * password per window. Counted before the check (a burst counts in full); a right password starts afresh.
 */
export const CREDENTIAL_LIMIT_PER_ACCOUNT = { max: 5, windowMs: 15 * 60_000 };

export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['profile'];
  const config = { access: 'user' } as const;
  const headersOf = (request: FastifyRequest) => toHeaders(request.headers);
  const countPerAccount = async (key: string) => {
    if ((await app.counters.hit(key, CREDENTIAL_LIMIT_PER_ACCOUNT.windowMs)) > CREDENTIAL_LIMIT_PER_ACCOUNT.max) {
      throw new AppError('RATE_LIMITED', 'Too many attempts, please try again later');
    }
  };
  const sendCookies = (reply: FastifyReply, cookies: string[]) => {
    if (cookies.length > 0) reply.header('set-cookie', cookies);
  };

  app.get(
    '/profile',
    { config, schema: { tags, summary: 'My account', response: { 200: profileSchema } } },
    async (request) => getProfile(db(), requireUser(request).id),
  );
  app.patch(
    '/profile',
    {
      config,
      schema: {
        tags,
        summary: 'Change my name, phone or language',
        body: updateProfileSchema,
        response: { 200: profileSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await updateProfile(db(), user.id, request.body);
      // The session's signed copy in the cookie still names the old name and phone: the library writes it anew.
      const { headers } = await app.auth.api.getSession({
        headers: headersOf(request),
        query: { disableCookieCache: true },
        returnHeaders: true,
      });
      sendCookies(reply, headers.getSetCookie());
      return getProfile(db(), user.id);
    },
  );
  app.post(
    '/profile/password',
    {
      config: { ...config, rateLimit: CREDENTIAL_LIMIT },
      schema: { tags, summary: 'Change my password (the current one is required)', body: changePasswordSchema },
    },
    async (request, reply) => {
      const key = `profile-password:${requireUser(request).id}`;
      await countPerAccount(key);
      const cookies = await changePassword(app.auth, headersOf(request), request.body);
      await app.counters.reset(key);
      // Every other session has ended; this instance forgets the old one at once (this device got a new one).
      if (request.body.revokeOtherSessions !== false) forgetSession(app.auth, request.headers);
      sendCookies(reply, cookies);
      return reply.status(204).send();
    },
  );
  app.post(
    '/profile/email',
    {
      config: { ...config, rateLimit: CREDENTIAL_LIMIT },
      schema: {
        tags,
        summary: 'Change my email (confirmed from the current and the new address)',
        body: changeEmailSchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await countPerAccount(`profile-email:${user.id}`);
      await requestEmailChange(app.auth, headersOf(request), {
        currentEmail: user.email,
        input: request.body,
        callbackURL: `${user.role === 'athlete' ? '/athlete/profile' : '/profile'}?email-change=1`,
      });
      return reply.status(202).send();
    },
  );
}
