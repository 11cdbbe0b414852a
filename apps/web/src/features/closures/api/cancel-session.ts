// Cancels one dated session (the coach is ill); the families are told by mail.
import { type ClassDatedSession, classDatedSessionSchema, type SessionCancelInput } from '@swim/shared/api/closures';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { classSessionsPath } from './get-class-dated-sessions';
import { useInvalidateAfterChange } from './invalidate-after-change';

export function cancelSession(classId: string, input: SessionCancelInput): Promise<ClassDatedSession> {
  return apiPost(classSessionsPath(classId, 'cancel'), input, classDatedSessionSchema);
}

export function useCancelSession(classId: string) {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (input: SessionCancelInput) => cancelSession(classId, input),
    onSuccess: invalidate,
  });
}
