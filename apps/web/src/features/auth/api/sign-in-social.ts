import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const socialStartSchema = z.object({ url: z.string().min(1), redirect: z.boolean().optional() });

/**
 * Starts Google sign-in; the answer holds the provider's page the browser must open. Success returns to
 * `callbackURL`; a failure returns to /auth with `?error=` so the page can say what happened.
 */
export function startGoogleSignIn(callbackURL: string): Promise<z.infer<typeof socialStartSchema>> {
  return apiPost(
    '/auth/sign-in/social',
    { provider: 'google', callbackURL, errorCallbackURL: '/auth' },
    socialStartSchema,
  );
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
