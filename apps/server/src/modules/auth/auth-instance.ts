// The auth library (Better Auth) configured for our tables, mail outbox and Google sign-in.
import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accounts, sessions, users, verifications } from '../../db/schema/index.js';
import { disableWhenIdle } from '../../lib/idle-async-storage.js';
import type { Mailer } from '../../lib/mailer.js';
import { existingAccountMail, resetPasswordMail, verificationMail } from './auth-mail.js';

export const MIN_PASSWORD_LENGTH = 6;
export const AUTH_BASE_PATH = '/api/auth';
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export type AuthDeps = { config: Config; db: Db; mailer: Mailer };

/** Origins allowed to make cookie-authenticated writes: the site itself and, in development, Vite's server. */
export function trustedOrigins(config: Config): string[] {
  const site = new URL(config.publicUrl);
  const origins = [site.origin];
  if (config.env === 'production') return origins;
  // On one's own machine localhost and 127.0.0.1 are the same site; Vite's dev server sits in front on 5173.
  if (site.hostname === 'localhost' || site.hostname === '127.0.0.1') {
    const port = site.port ? `:${site.port}` : '';
    origins.push(`${site.protocol}//localhost${port}`, `${site.protocol}//127.0.0.1${port}`);
  }
  origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return [...new Set(origins)];
}

/** Builds the auth instance; one per app. */
export function createAuth({ config, db, mailer }: AuthDeps) {
  const plugins = config.google
    ? [
        genericOAuth({
          config: [
            {
              providerId: 'google',
              name: 'Google',
              clientId: config.google.clientId,
              clientSecret: config.google.clientSecret,
              discoveryUrl: `${config.google.issuerUrl ?? GOOGLE_ISSUER}/.well-known/openid-configuration`,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        }),
      ]
    : [];

  return betterAuth({
    appName: 'Swim club',
    baseURL: `${config.publicUrl}${AUTH_BASE_PATH}`,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', defaultValue: 'parent', input: false },
        phone: { type: 'string', required: false, input: false },
        preferredLanguage: { type: 'string', defaultValue: 'bg', input: false },
      },
    },
    session: {
      expiresIn: config.session.ttlSeconds,
      updateAge: config.session.updateAgeSeconds,
      // A signed copy of the session in a cookie answers most requests without the database; a revocation made
      // elsewhere (another device's sign-out, a role change) therefore shows within this many seconds.
      cookieCache: { enabled: config.session.cacheSeconds > 0, maxAge: config.session.cacheSeconds },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user, url)),
      onExistingUserSignUp: async ({ user }) => mailer.send(existingAccountMail(user, `${config.publicUrl}/auth`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationMail(user, url)),
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    // Our own limits (per address and per account) sit in front of these routes; see auth.routes.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'swim',
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
    },
    plugins,
    // Failed OAuth callbacks land on our sign-in page (which shows the translated toast), not the library's page.
    onAPIError: { errorURL: `${config.publicUrl}/auth` },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The library keeps its request state, endpoint context and transaction adapter in AsyncLocalStorage, created once per
 * process and entered only inside its own calls. They are turned off between its calls (lib/idle-async-storage.ts),
 * so the rest of the process (every cached read) does not pay the promise hook they install on Node 20 (issue 13).
 */
export async function quietAuthStorages(): Promise<void> {
  disableWhenIdle(
    (await Promise.all([
      getRequestStateAsyncLocalStorage(),
      getCurrentAuthContextAsyncLocalStorage(),
      getCurrentDBAdapterAsyncLocalStorage(),
    ])) as AsyncLocalStorage<unknown>[],
  );
}
