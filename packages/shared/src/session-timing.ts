// Client-side session refresh rule (spec §9), without zod: check every 30 s, refresh when under 90 s remain.
export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_THRESHOLD_MS = 90_000;

/** True when a session expiring at `expiresAt` should be refreshed now. */
export function shouldRefreshSession(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() < SESSION_REFRESH_THRESHOLD_MS;
}
