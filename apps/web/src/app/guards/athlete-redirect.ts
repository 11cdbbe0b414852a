import type { Role } from '@swim/shared/enums';

type SessionUser = { role: Role; athleteApproved: boolean | null } | null;

const PENDING = '/athlete/pending';
const DASHBOARD = '/athlete/dashboard';
const PROFILE = '/athlete/profile';

const isAthleteArea = (pathname: string) => pathname === '/athlete' || pathname.startsWith('/athlete/');

/** Pages for everyone whatever their account: a mail's unsubscribe link must work for an athlete too. */
const OPEN_TO_ALL = new Set(['/unsubscribe']);

/**
 * Spec §4: an athlete who is not approved (a missing athlete record counts as not approved) is sent to
 * /athlete/pending from any other path; an approved athlete is kept inside /athlete, landing on the dashboard (or,
 * from /profile, on their own profile). /unsubscribe is open to every athlete. Returns where to go, or null to stay.
 */
export function getAthleteRedirect(user: SessionUser, pathname: string): string | null {
  if (user?.role !== 'athlete' || OPEN_TO_ALL.has(pathname)) return null;
  if (user.athleteApproved !== true) return pathname === PENDING ? null : PENDING;
  if (pathname === PENDING) return DASHBOARD;
  // The club's mails link every account to /profile (#notices); an athlete's profile is /athlete/profile.
  if (pathname === '/profile') return PROFILE;
  return isAthleteArea(pathname) ? null : DASHBOARD;
}
