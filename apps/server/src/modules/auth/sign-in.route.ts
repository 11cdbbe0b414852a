// POST /api/auth/sign-in/email: the password sign-in, behind the policy that slows strangers without shutting the
// owner out (limits.ts, ADR 0020).
import { signInSchema } from '@swim/shared/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { admitSignIn, forgetAttempts } from './admit-sign-in.js';
import { callAuth, relayAuthResponse } from './auth-bridge.js';
import { deviceAccount, isKnownDevice, rememberDevice } from './known-device.js';
import { SIGN_IN_POLICY } from './limits.js';

/** Adds the route to the auth routes' instance (same prefix and hooks). */
export function addSignInRoute(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.authSecret;
  app.post(
    '/auth/sign-in/email',
    {
      config: { access: 'public', rateLimit: SIGN_IN_POLICY.perAddress },
      schema: { tags: ['auth'], summary: 'Sign in with email and password', body: signInSchema },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const account = await deviceAccount(app.database.db, email);
      const knownDevice = isKnownDevice(request, secret, account);
      const admitted = await admitSignIn(app.counters, { email, ip: request.ip, knownDevice });
      const response = await callAuth(app.auth, app.config.publicUrl, request);
      if (response.status === 200) {
        // This device is the owner's from now on.
        await forgetAttempts(app.counters, admitted);
        if (account) rememberDevice({ request, reply, secret, account, secure: app.config.env === 'production' });
      }
      return relayAuthResponse(
        reply,
        response,
        admitted.slowed ? { INVALID_CREDENTIALS: 'SIGN_IN_SLOWED' } : undefined,
      );
    },
  );
}
