// Whether a request is for the API, decided on the route Fastify matched. The router decodes the path before it
// matches (`/%61pi/children` reaches `/api/children`), so the raw URL's spelling must decide nothing: checks that
// read `request.url` let `/%61pi` past CSRF and every rate limit (issue 20).
import type { FastifyRequest } from 'fastify';

/**
 * The path a request addresses in the API: the declared path of the route Fastify matched (`/api/children/:id`),
 * or, when no route matched, its path decoded and lower-cased (`/%41PI/nothing` is the API's 404 as `/api/nothing`
 * is). Null outside the API.
 */
export function apiPathOf(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (route !== undefined) return isApiPath(route) ? route : null;
  const path = decodedPath(request.url).toLowerCase();
  return isApiPath(path) ? path : null;
}

function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api';
}

/** A URL's path with its percent-encoding undone; as sent when it does not decode. */
export function decodedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
