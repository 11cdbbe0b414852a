import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Ends the session on this device only (the spec's scope 'local'). */
export function signOut(): Promise<unknown> {
  return apiPost('/auth/sign-out', {});
}

export function useSignOutRequest() {
  return useMutation({ mutationFn: signOut });
}
