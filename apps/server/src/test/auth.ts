// Signed-in callers for tests: users made with a real password, signed in through the real auth endpoint.
import { randomUUID } from 'node:crypto';
import type { Role } from '@swim/shared/enums';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client.js';
import { accounts, athleteAccounts } from '../db/schema/index.js';
import { buildUser } from './factories.js';

export const TEST_PASSWORD = 'swim-secret-1';
export const TEST_ORIGIN = 'http://localhost:3000';
let passwordHash: string | null = null;

export type Caller = {
  user: Awaited<ReturnType<typeof buildUser>>;
  cookie: string;
  /** Injects a request as this user (with the session cookie and our own Origin). */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/** Extracts "name=value" pairs from set-cookie headers into one Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Creates a verified user with a password account. */
export async function buildUserWithPassword(db: Db, overrides: Parameters<typeof buildUser>[1] = {}) {
  passwordHash ??= await hashPassword(TEST_PASSWORD);
  const user = await buildUser(db, overrides);
  await db.insert(accounts).values({
    id: randomUUID(),
    userId: user.id,
    accountId: user.id,
    providerId: 'credential',
    password: passwordHash,
  });
  return user;
}

/** Signs a user in through POST /api/auth/sign-in/email and returns a caller carrying its cookie. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  address?: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
    ...(address ? { remoteAddress: address } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

export type CallerOptions = {
  role?: Role;
  approved?: boolean;
  name?: string;
  email?: string;
  /** The address the sign-in comes from (sign-in is limited per address: a test of many families spreads them). */
  address?: string;
};

/** A signed-in caller with a role; athletes get an athlete row (approved unless told otherwise). */
export async function buildCaller(app: FastifyInstance, db: Db, options: CallerOptions = {}): Promise<Caller> {
  const role = options.role ?? 'parent';
  const user = await buildUserWithPassword(db, {
    role,
    ...(options.name ? { name: options.name } : {}),
    ...(options.email ? { email: options.email } : {}),
  });
  if (role === 'athlete') {
    await db.insert(athleteAccounts).values({ userId: user.id, approved: options.approved ?? true });
  }
  const cookie = await signIn(app, user.email, TEST_PASSWORD, options.address);
  return {
    user,
    cookie,
    inject: (opts) =>
      app.inject({ ...opts, headers: { origin: TEST_ORIGIN, ...(opts.headers ?? {}), cookie } } as InjectOptions),
  };
}
