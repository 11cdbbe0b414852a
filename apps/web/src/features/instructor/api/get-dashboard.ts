import { type InstructorDashboard, instructorDashboardSchema } from '@swim/shared/api/instructor';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

/** Today's sessions in the club's time zone and all of the instructor's classes. */
export function getDashboard(signal?: AbortSignal): Promise<InstructorDashboard> {
  return apiGet('/instructor/dashboard', instructorDashboardSchema, signal);
}

export function useInstructorDashboard() {
  return useQuery({ queryKey: instructorKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
}
