// /api/auth/*: the auth library's endpoints behind our validation and rate limits; /api/me and role look-ups.
import {
  meSchema,
  requestResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@swim/shared/api/auth';
import { ROLES } from '@swim/shared/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { forwardToAuth } from './auth-bridge.js';
import { AUTH_LIMITS, emailKey } from './limits.js';
import { getUserRole } from './roles.service.js';
import { readSession } from './session.js';

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const forward = (request: FastifyRequest, reply: Parameters<typeof forwardToAuth>[3]) =>
    forwardToAuth(app.auth, app.config.publicUrl, request, reply);
  const tags = ['auth'];

  // Only the library endpoints the product uses are reachable; the rest (profile edits, account deletion...) are not.
  const LIBRARY_GET_PATHS = [
    /^\/get-session$/,
    /^\/verify-email$/,
    /^\/reset-password\/[^/]+$/,
    /^\/callback\/[^/]+$/,
    /^\/error$/,
    /^\/ok$/,
  ];
  const LIBRARY_POST_PATHS = [/^\/sign-out$/, /^\/sign-in\/social$/, /^\/callback\/[^/]+$/];

  const guarded = [
    {
      url: '/auth/sign-in/email',
      body: signInSchema,
      limits: AUTH_LIMITS.signIn,
      summary: 'Sign in with email and password',
    },
    {
      url: '/auth/sign-up/email',
      body: signUpSchema,
      limits: AUTH_LIMITS.signUp,
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
  ] as const;
  for (const route of guarded) {
    // A second limiter keyed by the account; the per-address one runs first, on the route's config.
    const perAccount = app.createRateLimit({ ...route.limits.perAccount, keyGenerator: emailKey(route.url) });
    app.post(
      route.url,
      {
        config: { access: 'public', rateLimit: route.limits.perAddress },
        preHandler: async (request) => {
          const verdict = await perAccount(request);
          if (!verdict.isAllowed && verdict.isExceeded)
            throw new AppError('RATE_LIMITED', 'Too many attempts, please try again later');
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
      const path = request.url.split('?')[0]?.replace(/^\/api\/auth/, '') ?? '';
      const allowed = request.method === 'GET' ? LIBRARY_GET_PATHS : LIBRARY_POST_PATHS;
      if (!allowed.some((pattern) => pattern.test(path))) throw notFound('No such auth endpoint');
      return forward(request, reply);
    },
  });

  app.get(
    '/me',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The signed-in user, or null', response: { 200: meSchema } },
    },
    async (request, reply) => {
      // Loading the app extends an active session (when due) and hands the browser the renewed cookie.
      const session = await readSession(app.auth, app.database.db, request.headers, { refresh: true });
      if (session?.setCookies.length) reply.header('set-cookie', session.setCookies);
      return {
        user: session ? { ...session.user, createdAt: session.user.createdAt.toISOString() } : null,
        expiresAt: session?.expiresAt.toISOString() ?? null,
        googleEnabled: Boolean(app.config.google),
      };
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
