// Moves one dated session to another day and time of the same week; the families are told by mail.
import { type ClassDatedSession, classDatedSessionSchema, type SessionMoveInput } from '@swim/shared/api/closures';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { classSessionsPath } from './get-class-dated-sessions';
import { useInvalidateAfterChange } from './invalidate-after-change';

export function moveSession(classId: string, input: SessionMoveInput): Promise<ClassDatedSession> {
  return apiPost(classSessionsPath(classId, 'move'), input, classDatedSessionSchema);
}

export function useMoveSession(classId: string) {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (input: SessionMoveInput) => moveSession(classId, input),
    onSuccess: invalidate,
  });
}
