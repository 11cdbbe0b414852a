import { SESSION_CHECK_INTERVAL_MS, shouldRefreshSession } from '@swim/shared/session-timing';

type SessionRefreshOptions = {
  /** The current session's end (ISO), or null when signed out. */
  getExpiresAt: () => string | null;
  /** Extends the session and reloads what the client knows about it. */
  refresh: () => Promise<unknown>;
  now?: () => Date;
};

/**
 * Checks the session every 30 s and refreshes it when under 90 s remain (spec §9).
 * Returns the function that stops the checks.
 */
export function startSessionRefresh({ getExpiresAt, refresh, now = () => new Date() }: SessionRefreshOptions) {
  let running = false;
  const check = () => {
    const expiresAt = getExpiresAt();
    if (!expiresAt || running) return;
    const end = new Date(expiresAt);
    if (Number.isNaN(end.getTime()) || !shouldRefreshSession(end, now())) return;
    running = true;
    refresh()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
