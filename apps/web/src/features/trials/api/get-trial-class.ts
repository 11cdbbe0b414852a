import { type TrialClass, trialClassSchema } from '@swim/shared/api/trials';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { trialKeys } from './query-keys';

export function getTrialClass(classId: string, signal?: AbortSignal): Promise<TrialClass> {
  return apiGet(`/trials/classes/${encodeURIComponent(classId)}`, trialClassSchema, signal);
}

/** A class with the dated sessions a visitor can book a trial in (the next four weeks, each with a free place). */
export function useTrialClass(classId: string) {
  return useQuery({ queryKey: trialKeys.class(classId), queryFn: ({ signal }) => getTrialClass(classId, signal) });
}
