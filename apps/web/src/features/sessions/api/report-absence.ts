import { type AbsenceReported, absenceReportedSchema, type SessionKey } from '@swim/shared/api/sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { childPath } from './child-path';
import { invalidateSessionQueries } from './invalidate-sessions';

export function reportAbsence(childId: string, session: SessionKey): Promise<AbsenceReported> {
  return apiPost(childPath(childId, 'absences'), session, absenceReportedSchema);
}

/** "Won't come": tells the club before the notice period; the answer says whether a make-up credit was earned. */
export function useReportAbsence(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: SessionKey) => reportAbsence(childId, session),
    onSuccess: () => invalidateSessionQueries(queryClient, childId),
  });
}
