import type { UserListQuery } from '@swim/shared/api/admin-users';

export type AthleteApprovalStatus = 'pending' | 'approved' | 'all';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (query: UserListQuery) => ['admin', 'users', query] as const,
  athletes: ['admin', 'athletes'] as const,
  athleteList: (status: AthleteApprovalStatus) => ['admin', 'athletes', status] as const,
};
