import type { SignUpInput } from '@swim/shared/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Creates an account; the server mails a confirmation link that signs the user in and returns to `callbackURL`. */
export function signUp(input: SignUpInput): Promise<unknown> {
  return apiPost('/auth/sign-up/email', input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
