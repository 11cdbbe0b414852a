// Puts a cancelled or moved session back as the weekly pattern has it; the families are told by mail.
import {
  type ClassDatedSession,
  classDatedSessionSchema,
  type sessionRestoreInputSchema,
} from '@swim/shared/api/closures';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { classSessionsPath } from './get-class-dated-sessions';
import { useInvalidateAfterChange } from './invalidate-after-change';

export type SessionRestoreInput = z.infer<typeof sessionRestoreInputSchema>;
export function restoreSession(classId: string, input: SessionRestoreInput): Promise<ClassDatedSession> {
  return apiPost(classSessionsPath(classId, 'restore'), input, classDatedSessionSchema);
}

export function useRestoreSession(classId: string) {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (input: SessionRestoreInput) => restoreSession(classId, input),
    onSuccess: invalidate,
  });
}
