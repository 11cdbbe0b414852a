import type { Role } from '@swim/shared/enums';

const ROLE_HOME: Record<Role, string> = {
  parent: '/dashboard',
  instructor: '/instructor-dashboard',
  admin: '/admin',
  athlete: '/athlete/dashboard',
};

/** Where a user's own dashboard lives. */
export function getRoleHome(role: Role): string {
  return ROLE_HOME[role];
}
