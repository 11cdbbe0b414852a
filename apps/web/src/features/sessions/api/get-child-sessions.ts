import { type ChildSessions, childSessionsSchema } from '@swim/shared/api/sessions';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session-query-keys';
import { childPath } from './child-path';

export function getChildSessions(childId: string, signal?: AbortSignal): Promise<ChildSessions> {
  return apiGet(childPath(childId, 'sessions'), childSessionsSchema, signal);
}

/** The child's next sessions (with their absences), make-up credits and booked make-ups. */
export function useChildSessions(childId: string) {
  return useQuery({ queryKey: sessionKeys.child(childId), queryFn: ({ signal }) => getChildSessions(childId, signal) });
}
