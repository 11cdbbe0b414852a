// What reading a session passes around: the request's headers, the user the auth library verified, and the
// session resolved from it. Apart from session.ts and session-memo.ts, so that each can name them.
import type { SessionUser } from '../../lib/session-user.js';

export type IncomingHeaders = Record<string, string | string[] | undefined>;

export type ResolvedSession = {
  user: SessionUser & { phone: string | null; createdAt: Date };
  expiresAt: Date;
  /** Set-Cookie headers for the caller when the session was extended (only with `refresh`). */
  setCookies: string[];
};

/** The user as the auth library answers it: its own fields and ours, not yet checked. */
export type VerifiedUser = Record<string, unknown> & { id: string; role?: unknown };
