// /api/auth/*: the auth library's endpoints behind our validation and rate limits; /api/me and role look-ups.
import {
  meSchema,
  requestResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInLinkSchema,
  signUpSchema,
} from '@swim/shared/api/auth';
import { ROLES } from '@swim/shared/enums';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { forwardToAuth } from './auth-bridge.js';
import { AUTH_LIMITS, emailKey } from './limits.js';
import { getUserRole } from './roles.service.js';
import { readSession } from './session.js';
import { forgetSession } from './session-memo.js';
import type { ResolvedSession } from './session-shapes.js';
import { addSignInRoute } from './sign-in.route.js';

/**
 * The path under /api/auth of a request URL when it is canonical (what URL parsing would leave unchanged and has
 * nothing encoded), else null. `\\`, `%2f`, `%5c`, `%2e`, `//`, `.` and `..` segments all make it null.
 */
export function canonicalAuthPath(url: string): string | null {
  const raw = url.split('?')[0] ?? '';
  if (/[\\%]|\/\/|(^|\/)\.\.?(\/|$)/.test(raw)) return null;
  let normalized: string;
  try {
    normalized = new URL(url, 'http://auth.invalid').pathname;
  } catch {
    return null;
  }
  if (normalized !== raw || !raw.startsWith('/api/auth/')) return null;
  return raw.slice('/api/auth'.length);
}

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const forward = (request: FastifyRequest, reply: Parameters<typeof forwardToAuth>[3]) =>
    forwardToAuth(app.auth, app.config.publicUrl, request, reply);
  const tags = ['auth'];

  // Only the library endpoints the product uses are reachable; the rest (profile edits, account deletion...) are not.
  const LIBRARY_GET_PATHS = [
    /^\/get-session$/,
    /^\/verify-email$/,
    /^\/reset-password\/[A-Za-z0-9_-]+$/,
    /^\/magic-link\/verify$/,
    /^\/callback\/google$/,
    /^\/error$/,
    /^\/ok$/,
  ];
  const LIBRARY_POST_PATHS = [/^\/sign-out$/, /^\/sign-in\/social$/, /^\/callback\/google$/];

  addSignInRoute(app);
  const guarded = [
    {
      url: '/auth/sign-up/email',
      body: signUpSchema,
      limits: {
        ...AUTH_LIMITS.signUp,
        perAddress: { ...AUTH_LIMITS.signUp.perAddress, max: app.config.signUpsPerAddress },
      },
      summary: 'Create an account (sends a confirmation mail)',
    },
    {
      url: '/auth/request-password-reset',
      body: requestResetSchema,
      limits: AUTH_LIMITS.reset,
      summary: 'Mail a password reset link',
    },
    {
      url: '/auth/send-verification-email',
      body: resendVerificationSchema,
      limits: AUTH_LIMITS.reset,
      summary: 'Mail the confirmation link again',
    },
    {
      url: '/auth/sign-in/magic-link',
      body: signInLinkSchema,
      limits: AUTH_LIMITS.signInLink,
      summary: 'Mail a one-time sign-in link (the answer is the same whether or not the address has an account)',
    },
  ] as const;
  const tooMany = () => new AppError('RATE_LIMITED', 'Too many attempts, please try again later');
  for (const route of guarded) {
    // A second limiter keyed by the account; the per-address one runs first, on the route's config.
    const perAccount = app.createRateLimit({ ...route.limits.perAccount, keyGenerator: emailKey(route.url) });
    app.post(
      route.url,
      {
        config: { access: 'public', rateLimit: route.limits.perAddress },
        preHandler: async (request) => {
          const verdict = await perAccount(request);
          if (!verdict.isAllowed && verdict.isExceeded) throw tooMany();
        },
        schema: { tags, summary: route.summary, body: route.body },
      },
      forward,
    );
  }
  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit: AUTH_LIMITS.reset.perAddress },
      schema: { tags, summary: 'Set a new password with the mailed token', body: resetPasswordSchema },
    },
    forward,
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { access: 'public' },
    schema: { tags, summary: 'The auth library’s session, verification and OAuth callback endpoints' },
    handler: async (request, reply) => {
      // Decided on the path the library will see: only a path that is already in its plain, normalized form (no
      // backslashes, encoded slashes or dots, empty or dot segments) can match, so nothing reaches another endpoint.
      const path = canonicalAuthPath(request.url);
      const allowed = request.method === 'GET' ? LIBRARY_GET_PATHS : LIBRARY_POST_PATHS;
      if (path === null || !allowed.some((pattern) => pattern.test(path))) throw notFound('No such auth endpoint');
      // This instance forgets the session at once; the library then ends it in the database.
      if (path === '/sign-out') forgetSession(app.auth, request.headers);
      return forward(request, reply);
    },
  });

  // The answer for a remembered session (the same object while its copy is valid) and for nobody, written once.
  const meBodies = new WeakMap<ResolvedSession, string>();
  let signedOutBody: string | undefined;
  const meBody = (session: ResolvedSession | null): string => {
    const body: z.infer<typeof meSchema> = {
      user: session ? { ...session.user, createdAt: session.user.createdAt.toISOString() } : null,
      expiresAt: session?.expiresAt.toISOString() ?? null,
      googleEnabled: Boolean(app.config.google),
    };
    return JSON.stringify(body);
  };
  const sendMe = (reply: FastifyReply, session: ResolvedSession | null): void => {
    let body: string | undefined;
    if (!session) body = signedOutBody ??= meBody(null);
    else if (session.setCookies.length > 0) {
      reply.header('set-cookie', session.setCookies);
      body = meBody(session);
    } else {
      body = meBodies.get(session);
      if (body === undefined) {
        body = meBody(session);
        meBodies.set(session, body);
      }
    }
    // Sent as written (typed by the schema above, which the docs show): every page load asks for it, and checking
    // our own output against the schema again cost a fifth of the route's time (issue 13).
    reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-store').send(body);
  };
  app.get(
    '/me',
    {
      config: { access: 'public', readsOwnSession: true },
      // A few hundred bytes, below the compression threshold (1 KB): the compression hooks would only cost time.
      compress: false,
      decompress: false,
      schema: { tags, summary: 'The signed-in user, or null', response: { 200: meSchema } },
    },
    (request, reply) => {
      // Loading the app extends an active session (when due) and hands the browser the renewed cookie.
      const session = readSession({ auth: app.auth, db: app.database.db }, request.headers, { refresh: true });
      if (session instanceof Promise) return session.then((s) => sendMe(reply, s));
      sendMe(reply, session);
    },
  );

  // The spec's rpc get_user_role and has_role: a user may ask about themselves; admins about anyone.
  const userParams = z.object({ userId: z.string().min(1).max(100) });
  const assertSelfOrAdmin = (request: FastifyRequest, userId: string) => {
    if (request.user?.id !== userId && request.user?.role !== 'admin') throw forbidden();
  };
  app.get(
    '/users/:userId/role',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'get_user_role',
        params: userParams,
        response: { 200: z.object({ role: z.enum(ROLES).nullable() }) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return { role: await getUserRole(app.database.db, request.params.userId) };
    },
  );
  app.get(
    '/users/:userId/has-role/:role',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'has_role',
        params: userParams.extend({ role: z.enum(ROLES) }),
        response: { 200: z.object({ hasRole: z.boolean() }) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return { hasRole: (await getUserRole(app.database.db, request.params.userId)) === request.params.role };
    },
  );
}
