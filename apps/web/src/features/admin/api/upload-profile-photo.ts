import { adminAthleteProfileSchema, adminCoachProfileSchema } from '@swim/shared/api/admin-people';
import { STATUS_ERROR_CODES, isApiErrorBody } from '@swim/shared/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { invalidatePeople } from './invalidate-people';

export type ProfileKind = 'coach' | 'athlete';
type Upload = { kind: ProfileKind; profileId: string; file: File };

const PATHS: Record<ProfileKind, string> = { coach: 'coach-profiles', athlete: 'athlete-profiles' };

/** Sends a profile photo as multipart/form-data (field "photo"); the server checks it by content and resizes it. */
export async function uploadProfilePhoto({ kind, profileId, file }: Upload): Promise<{ photoUrl: string | null }> {
  const body = new FormData();
  body.append('photo', file);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/${PATHS[kind]}/${encodeURIComponent(profileId)}/photo`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch {
    throw new ApiError({ code: 'NETWORK', status: 0, message: 'The server could not be reached' });
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(answer)) throw new ApiError({ status: response.status, ...answer.error });
    const code = STATUS_ERROR_CODES[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'UNKNOWN');
    throw new ApiError({ code, status: response.status, message: `Upload failed with status ${response.status}` });
  }
  const parsed = (kind === 'coach' ? adminCoachProfileSchema : adminAthleteProfileSchema).safeParse(answer);
  if (!parsed.success) {
    throw new ApiError({ code: 'INVALID_RESPONSE', status: response.status, message: parsed.error.message });
  }
  return parsed.data;
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfilePhoto, onSettled: () => invalidatePeople(queryClient) });
}
