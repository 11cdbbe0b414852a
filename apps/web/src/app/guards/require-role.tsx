import type { Role } from '@swim/shared/enums';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { AccessDenied } from './access-denied';
import { GuardSkeleton } from './guard-skeleton';

/** Pages below need one role (spec §5: a different role is denied). Sits inside RequireAuth. */
export function RequireRole({ requiredRole }: { requiredRole: Role }) {
  const session = useSession();
  if (session.status === 'loading') return <GuardSkeleton />;
  if (session.role !== requiredRole) return <AccessDenied requiredRole={requiredRole} />;
  return <Outlet />;
}
