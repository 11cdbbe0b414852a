import type { Role } from '@swim/shared/enums';

type SessionUser = { role: Role; athleteApproved: boolean | null } | null;

const PENDING = '/athlete/pending';
const DASHBOARD = '/athlete/dashboard';

const isAthleteArea = (pathname: string) => pathname === '/athlete' || pathname.startsWith('/athlete/');

/**
 * Spec §4: an athlete who is not approved (a missing athlete record counts as not approved) is sent to
 * /athlete/pending from any other path; an approved athlete is kept inside /athlete, landing on the dashboard.
 * Returns where to go, or null to stay.
 */
export function getAthleteRedirect(user: SessionUser, pathname: string): string | null {
  if (user?.role !== 'athlete') return null;
  if (user.athleteApproved !== true) return pathname === PENDING ? null : PENDING;
  if (pathname === PENDING) return DASHBOARD;
  return isAthleteArea(pathname) ? null : DASHBOARD;
}
