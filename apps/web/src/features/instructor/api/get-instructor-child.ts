import { type InstructorChild, instructorChildSchema } from '@swim/shared/api/instructor';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { instructorKeys } from './query-keys';

/** A child of the instructor's classes with assessments, achievements and times; others answer 'not found'. */
export function getInstructorChild(childId: string, signal?: AbortSignal): Promise<InstructorChild> {
  return apiGet(`/instructor/children/${encodeURIComponent(childId)}`, instructorChildSchema, signal);
}

export function useInstructorChild(childId: string) {
  return useQuery({
    queryKey: instructorKeys.child(childId),
    queryFn: ({ signal }) => getInstructorChild(childId, signal),
  });
}
