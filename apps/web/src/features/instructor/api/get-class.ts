import { type InstructorClassDetail, instructorClassDetailSchema } from '@swim/shared/api/instructor';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

/** A class with its roster; another instructor's class answers 'not found'. */
export function getClass(classId: string, signal?: AbortSignal): Promise<InstructorClassDetail> {
  return apiGet(`/instructor/classes/${encodeURIComponent(classId)}`, instructorClassDetailSchema, signal);
}

export function useInstructorClass(classId: string) {
  return useQuery({
    queryKey: instructorKeys.classDetail(classId),
    queryFn: ({ signal }) => getClass(classId, signal),
  });
}
