// The signed-in user as every layer sees it: made by the session reader (modules/auth), carried on each request by the
// access guard (http/access.ts), and taken by services as the actor. It lives below all of them so that a service can
// name it without importing the HTTP layer.
import type { Role } from '@swim/shared/enums';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  /** For athletes: whether an admin approved them (a missing athlete row counts as not approved). */
  athleteApproved: boolean | null;
};
