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
import { magicLink } from 'better-auth/plugins/magic-link';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accounts, sessions, users, verifications } from '../../db/schema/index.js';
import { disableWhenIdle } from '../../lib/idle-async-storage.js';
import type { Mailer } from '../../lib/mailer.js';
import { languageFromHeaders } from '../../lib/visitor-language.js';
import { existingAccountMail, resetPasswordMail, verificationMail } from './auth-mail.js';
import { approveEmailChangeMail, verifyNewEmailMail } from './email-change-mail.js';
import { SIGN_IN_LINK_TTL_SECONDS } from './limits.js';
import { signInLinkMail } from './sign-in-link-mail.js';

export const MIN_PASSWORD_LENGTH = 6;
export const AUTH_BASE_PATH = '/api/auth';
export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** The client's address as Fastify resolved it (TRUST_PROXY), set by the bridge on every request to the library. */
export const CLIENT_ADDRESS_HEADER = 'x-swim-client-address';

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
  const google = config.google
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
  // The owner's way in while strangers hammer the account's password (ADR 0020): a link that works once, for a
  // short time, and only for an existing account; the answer never says whether one exists.
  const signInLink = magicLink({
    disableSignUp: true,
    expiresIn: SIGN_IN_LINK_TTL_SECONDS,
    storeToken: 'hashed',
    sendMagicLink: async ({ email, url }) => {
      const [user] = await db
        .select({ email: users.email, name: users.name, language: users.preferredLanguage })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      if (!user) return;
      const minutes = SIGN_IN_LINK_TTL_SECONDS / 60;
      await mailer.send(signInLinkMail({ to: user.email, name: user.name, language: user.language, url, minutes }));
    },
  });
  const plugins = [...google, signInLink];

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
      // Two steps (the library's flow): the current address approves, then the new one proves it is the user's;
      // only then does the account's email change. An address already in use gets no mail and the same answer.
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) =>
          mailer.send(approveEmailChangeMail(user, newEmail, url)),
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
      // A verified account asking for a verification mail is changing its address (handed with the new one here).
      sendVerificationEmail: async ({ user, url }) =>
        mailer.send(user.emailVerified ? verifyNewEmailMail(user, url) : verificationMail(user, url)),
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    // A new account speaks the language its owner used the site in (the cookie the site keeps, else the browser's),
    // so the confirmation mail already does; the profile changes it later.
    databaseHooks: {
      // An erased account (issue 29) never gets a session again, whatever path asked for one.
      session: {
        create: {
          before: async (session) => {
            const [user] = await db
              .select({ erasedAt: users.erasedAt })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            return user?.erasedAt ? false : undefined;
          },
        },
      },
      user: {
        create: {
          before: async (user, ctx) => {
            const headers = ctx?.headers;
            if (!headers) return;
            const language = languageFromHeaders(headers.get('cookie'), headers.get('accept-language'));
            return { data: { ...user, preferredLanguage: language } };
          },
        },
      },
    },
    // Our own limits (per address and per account) sit in front of these routes; see auth.routes.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'swim',
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
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
