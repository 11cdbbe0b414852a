import { type PerformanceRecord, performanceRecordSchema } from '@swim/shared/api/children';
import type { RaceTimeInput } from '@swim/shared/api/instructor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

type Input = { childId: string; input: RaceTimeInput };

/** Records a race time ('m:ss.hh') for the child. */
export function recordRaceTime({ childId, input }: Input): Promise<PerformanceRecord> {
  return apiPost(`/instructor/children/${encodeURIComponent(childId)}/times`, input, performanceRecordSchema);
}

export function useRecordRaceTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRaceTime,
    onSuccess: (_data, { childId }) => queryClient.invalidateQueries({ queryKey: instructorKeys.child(childId) }),
  });
}
