import { type AthleteDashboard, athleteDashboardSchema } from '@swim/shared/api/athletes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { athleteKeys } from './query-keys';

export function getAthleteDashboard(signal?: AbortSignal): Promise<AthleteDashboard> {
  return apiGet('/athlete/dashboard', athleteDashboardSchema, signal);
}

export function useAthleteDashboard() {
  return useQuery({ queryKey: athleteKeys.dashboard, queryFn: ({ signal }) => getAthleteDashboard(signal) });
}
