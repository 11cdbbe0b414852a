import { type FamilyWaitlistEntry, familyWaitlistSchema } from '@swim/shared/api/waitlist';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { waitlistKeys } from '../../../lib/waitlist-query-keys';

export function getFamilyWaitlist(signal?: AbortSignal): Promise<FamilyWaitlistEntry[]> {
  return apiGet('/waitlist', familyWaitlistSchema, signal);
}

/** The family's children on waiting lists: each with its place in line, and the place held for it if one is. */
export function useFamilyWaitlist() {
  return useQuery({ queryKey: waitlistKeys.family, queryFn: ({ signal }) => getFamilyWaitlist(signal) });
}
