import { type MyTrials, myTrialsSchema } from '@swim/shared/api/trials';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { trialKeys } from './query-keys';

export function getMyTrials(signal?: AbortSignal): Promise<MyTrials> {
  return apiGet('/trials/mine', myTrialsSchema, signal);
}

/** The family's trial lessons: the next first, then the past ones. */
export function useMyTrials() {
  return useQuery({ queryKey: trialKeys.mine, queryFn: ({ signal }) => getMyTrials(signal) });
}
