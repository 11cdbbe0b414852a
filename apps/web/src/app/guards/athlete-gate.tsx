import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { getAthleteRedirect } from './athlete-redirect';
import { GuardSkeleton } from './guard-skeleton';

/**
 * Applies the athlete rules (see getAthleteRedirect) on every path, around the whole page area. Until the first
 * session is known it shows skeletons, so an athlete never glimpses a page they will be sent away from.
 */
export function AthleteGate({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const { pathname, hash } = useLocation();
  if (status === 'loading') return <GuardSkeleton />;
  const target = getAthleteRedirect(user, pathname);
  // The hash goes along: /profile#notices lands on the athlete's profile at its notices section.
  if (target) return <Navigate to={{ pathname: target, hash }} replace />;
  return children;
}
