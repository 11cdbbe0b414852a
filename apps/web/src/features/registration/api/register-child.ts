import type { RegistrationInput } from '@swim/shared/api/children';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { clubKeys } from '../../../lib/club-query-keys';
import { familyKeys } from '../../../lib/family-query-keys';

const registeredSchema = z.object({ childId: z.string(), enrollmentId: z.string() });
export type Registered = z.infer<typeof registeredSchema>;

export function registerChild(input: RegistrationInput): Promise<Registered> {
  return apiPost('/registrations', input, registeredSchema);
}

/** The wizard's final step: the child and the enrollment are created together, or not at all. */
export function useRegisterChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerChild,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: familyKeys.children }),
        queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: clubKeys.classOptions }),
      ]),
  });
}
