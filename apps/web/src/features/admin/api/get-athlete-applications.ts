import { type AthleteApplication, athleteApplicationSchema } from '@swim/shared/api/admin-users';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { type AthleteApprovalStatus, adminKeys } from './query-keys';

export function getAthleteApplications(
  status: AthleteApprovalStatus,
  signal?: AbortSignal,
): Promise<AthleteApplication[]> {
  return apiGet(`/admin/athletes?status=${status}`, z.array(athleteApplicationSchema), signal);
}

export function useAthleteApplications(status: AthleteApprovalStatus) {
  return useQuery({
    queryKey: adminKeys.athleteList(status),
    queryFn: ({ signal }) => getAthleteApplications(status, signal),
  });
}
