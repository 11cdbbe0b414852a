import { type Goal, goalSchema } from '@swim/shared/api/athletes';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { athleteKeys } from './query-keys';

export function getGoals(signal?: AbortSignal): Promise<Goal[]> {
  return apiGet('/athlete/goals', z.array(goalSchema), signal);
}

export function useGoals() {
  return useQuery({ queryKey: athleteKeys.goals, queryFn: ({ signal }) => getGoals(signal) });
}
