/** A same-site path to return to after signing in; anything else (other sites, '//host', /auth itself) reads as '/'. */
export function toRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return '/';
  return value;
}
