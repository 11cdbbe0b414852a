import type { UserListQuery } from '@swim/shared/api/admin-users';
import type { ClassListQuery, EnrollmentListQuery, LocationListQuery } from '@swim/shared/api/admin-club';
import type { AnalyticsPeriod } from '@swim/shared/api/admin-analytics';
import { analyticsRoot } from '../../../lib/arrears-query-keys';

export type AthleteApprovalStatus = 'pending' | 'approved' | 'all';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (query: UserListQuery) => ['admin', 'users', query] as const,
  athletes: ['admin', 'athletes'] as const,
  athleteList: (status: AthleteApprovalStatus) => ['admin', 'athletes', status] as const,
  locations: ['admin', 'locations'] as const,
  locationList: (query: LocationListQuery) => ['admin', 'locations', query] as const,
  classes: ['admin', 'classes'] as const,
  classList: (query: ClassListQuery) => ['admin', 'classes', query] as const,
  enrollments: ['admin', 'enrollments'] as const,
  enrollmentList: (query: EnrollmentListQuery) => ['admin', 'enrollments', query] as const,
  /** Waiting lists (issue 28): each class's list, and the figures (families waiting, how offers ended). */
  waitlists: ['admin', 'waitlists'] as const,
  classWaitlist: (classId: string) => ['admin', 'waitlists', 'class', classId] as const,
  waitlistAnalytics: (period: { from: string; to: string } | null) =>
    ['admin', 'waitlists', 'analytics', period ?? 'current'] as const,
  analytics: (period: AnalyticsPeriod) => [...analyticsRoot, period] as const,
  /** Shared with the arrears list (lib/arrears-query-keys.ts), whose actions change the unpaid dues. */
  analyticsAll: analyticsRoot,
};
