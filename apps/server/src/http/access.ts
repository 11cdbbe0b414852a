// Every API route declares who may call it; this plugin refuses to start when one does not, and enforces it.
import type { Role } from '@swim/shared/enums';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * 'public': anyone. 'user': any signed-in user (athletes only when approved). A list of roles: signed in with one
 * of them. 'athlete': a signed-in athlete, approved or not (their own registration and approval status).
 */
export type Access = 'public' | 'user' | 'athlete-any' | readonly Role[];

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  /** For athletes: whether an admin approved them (a missing athlete row counts as not approved). */
  athleteApproved: boolean | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
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

export type RouteEntry = { method: string; url: string; access: Access };

export type AccessOptions = { resolveUser: (request: FastifyRequest) => Promise<SessionUser | null> };

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
      if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    request.user = await options.resolveUser(request);
    assertAccess(access, request.user);
  });
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
