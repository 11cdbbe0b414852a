// A class's dated sessions over the coming weeks, with their status and whether the coach can still change them.
import { type ClassDatedSession, classDatedSessionsSchema } from '@swim/shared/api/closures';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { closureKeys } from '../../../lib/closure-query-keys';

export const classSessionsPath = (classId: string, action = '') =>
  `/instructor/classes/${encodeURIComponent(classId)}/dated-sessions${action ? `/${action}` : ''}`;

export async function getClassDatedSessions(
  classId: string,
  weeks: number,
  signal?: AbortSignal,
): Promise<ClassDatedSession[]> {
  const answer = await apiGet(
    `${classSessionsPath(classId)}${toQueryString({ weeks })}`,
    classDatedSessionsSchema,
    signal,
  );
  return answer.sessions;
}

export function useClassDatedSessions(classId: string, weeks: number) {
  return useQuery({
    queryKey: closureKeys.classSessions(classId, weeks),
    queryFn: ({ signal }) => getClassDatedSessions(classId, weeks, signal),
    // Asking for more weeks keeps the weeks shown on screen until the longer list arrives.
    placeholderData: keepPreviousData,
  });
}
