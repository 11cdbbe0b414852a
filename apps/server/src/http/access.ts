// Every API route declares who may call it; this plugin refuses to start when one does not, and enforces it.
import type { Role } from '@swim/shared/enums';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import type { SessionUser } from '../lib/session-user.js';

/**
 * 'public': anyone. 'user': any signed-in user (athletes only when approved). A list of roles: signed in with one
 * of them. 'athlete': a signed-in athlete, approved or not (their own registration and approval status).
 */
export type Access = 'public' | 'user' | 'athlete-any' | readonly Role[];

// The type lives in lib so services can name it; routes and older importers still find it here.
export type { SessionUser };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A public route that reads the session itself (/api/me, which may renew it): the guard does not read it first. */
    readsOwnSession?: boolean;
    /**
     * A public route whose answer is the same for every caller (the cached public reads): the session is never read for
     * it, so a signed-in browser's cookies cost it nothing. request.user stays null there.
     */
    anonymous?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access rule (the authorization test walks it). */
    routeTable: RouteEntry[];
  }
}

/** Routes outside the API (the web app, static files) and the API docs need no declaration. */
function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** A route with its declared access and its validation schema (zod, kept as declared; the reliability suite walks it). */
export type RouteEntry = { method: string; url: string; access: Access; schema?: FastifySchema };

/** The signed-in user, at once when the session is remembered, else the promise of it. */
export type AccessOptions = {
  resolveUser: (request: FastifyRequest) => SessionUser | null | Promise<SessionUser | null>;
};

/** Registers the declaration check and the role guard. */
export function registerAccessControl(app: FastifyInstance, options: AccessOptions): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!needsDeclaration(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access, schema: route.schema });
    }
  });
  // After every onRequest hook, the routes' rate limits included: a request over its limit gets 429 and never costs
  // a session look-up. Before the body is parsed, so a caller without access never has a body read.
  // Without a promise when the session is remembered and the role needs no look-up (a parent on a family route).
  const admit = (request: FastifyRequest, access: Access, user: SessionUser | null): undefined | Promise<void> => {
    request.user = user;
    if (user && access !== 'public' && (user.role !== 'parent' || isPrivileged(access))) {
      return withCurrentRole(request.server, user).then((current) => {
        request.user = current;
        assertAccess(access, current);
      });
    }
    assertAccess(access, user);
    return undefined;
  };
  const guard = (request: FastifyRequest, access: Access): undefined | Promise<void> => {
    const user = options.resolveUser(request);
    return user instanceof Promise ? user.then((u) => admit(request, access, u)) : admit(request, access, user);
  };
  // A callback hook: a public read without cookies (most of all traffic) passes without a promise or a session look-up.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const { access, readsOwnSession, anonymous } = request.routeOptions.config ?? {};
    if (!access || (access === 'public' && (anonymous || readsOwnSession || !request.headers.cookie))) {
      return done(null, payload);
    }
    let pending: undefined | Promise<void>;
    try {
      pending = guard(request, access);
    } catch (err) {
      return done(err as Error);
    }
    if (!pending) return done(null, payload);
    pending.then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
}

/** Staff and athlete routes: what a role change or a withdrawn approval must close at once. */
function isPrivileged(access: Access): access is readonly Role[] {
  return Array.isArray(access) && !access.includes('parent');
}

/**
 * The session may come from its signed cookie copy (no database read, for up to SESSION_CACHE_SECONDS), which still
 * names the role it was made with. A demoted admin or coach must lose what the role gave at once, also on routes
 * parents share (an admin sees every family's payments there), so any role but parent is read again: one indexed
 * look-up. A parent's cached role can only be too small, never too large.
 */
async function withCurrentRole(app: FastifyInstance, user: SessionUser): Promise<SessionUser | null> {
  const [row] = await app.database.db.select({ role: users.role }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row) return null;
  return row.role === user.role ? user : { ...user, role: row.role };
}

/** Throws 401/403 unless the user satisfies the rule. */
export function assertAccess(access: Access, user: SessionUser | null): void {
  if (access === 'public') return;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (access === 'athlete-any') {
    if (user.role !== 'athlete') throw new AppError('FORBIDDEN', 'This requires the athlete role');
    return;
  }
  if (user.role === 'athlete' && !user.athleteApproved) {
    throw new AppError('FORBIDDEN', 'Your athlete account is awaiting approval');
  }
  if (access === 'user') return;
  if (!access.includes(user.role)) {
    throw new AppError('FORBIDDEN', `This requires the ${access.join(' or ')} role`);
  }
}

/** The signed-in user of a request whose route requires one; throws 401 when there is none. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.user;
}
