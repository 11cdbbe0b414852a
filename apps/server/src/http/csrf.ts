// Cross-site request forgery: a cookie-authenticated write must come from one of our own origins.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { apiPathOf } from './api-route.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses writes that carry a cookie but come from another origin. SameSite=Lax cookies already stop most
 * cross-site posts; this also covers older browsers, same-site subdomains and the auth library's own routes.
 */
export function registerCsrfProtection(app: FastifyInstance, trusted: string[]): void {
  const allowed = new Set(trusted);
  // A callback hook, not an async one: it runs on every request, and most return at the first test.
  app.addHook('onRequest', (request, _reply, done) => {
    // Decided on the route matched, not the URL as spelled: `/%61pi/...` reaches the same handlers as `/api/...`.
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie || apiPathOf(request) === null) return done();
    if (request.headers['sec-fetch-site'] === 'same-origin') return done();
    const origin = requestOrigin(request);
    if (origin && allowed.has(origin)) return done();
    done(new AppError('CSRF_REJECTED', 'This request did not come from the club site'));
  });
}
