import type { AthleteRegisterInput } from '@swim/shared/api/athletes';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Creates an athlete account: the mailed link confirms the address, then an admin must approve it. */
export function registerAthlete(input: AthleteRegisterInput): Promise<unknown> {
  return apiPost('/athletes/register', input);
}

export function useRegisterAthlete() {
  return useMutation({ mutationFn: registerAthlete });
}
