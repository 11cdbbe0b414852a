import type { SignInLinkInput } from '@swim/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Mails a one-time sign-in link; the answer is the same whether or not the address has an account. */
export function requestSignInLink(input: SignInLinkInput): Promise<unknown> {
  return apiPost('/auth/sign-in/magic-link', input);
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
