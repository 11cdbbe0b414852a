import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { GuardSkeleton } from './guard-skeleton';

/** Pages below need a signed-in user; visitors go to /auth and come back here after signing in. */
export function RequireAuth() {
  const { status, signedOutByUser } = useSession();
  const location = useLocation();
  if (status === 'loading') return <GuardSkeleton />;
  // Signing out from here goes to plain /auth (spec §2), like signing out from any other page.
  if (signedOutByUser) return <Navigate to="/auth" replace />;
  if (status === 'signed-out') {
    // With its #section: a mail's link to /profile#notices comes back to that section after signing in.
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(from)}`} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
