import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { getAthleteRedirect } from './athlete-redirect';

/** Applies the athlete rules (see getAthleteRedirect) on every path, around the whole page area. */
export function AthleteGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const target = getAthleteRedirect(user, pathname);
  if (target) return <Navigate to={target} replace />;
  return children;
}
