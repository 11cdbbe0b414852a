import { type ClassOption, classOptionSchema } from '@swim/shared/api/children';
import { isCalendarDate } from '@swim/shared/api/iso-date';
import type { SkillLevel } from '@swim/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, toQueryString } from '../lib/api-client';
import { clubKeys } from '../lib/club-query-keys';

const classOptionsSchema = z.array(classOptionSchema);

/** What the server needs to say how each class suits a child; either part may still be unknown. */
export type FitFor = { birthDate?: string | null; skillLevel?: SkillLevel | null };

type ClassOptionsQuery = { locationId?: string; birthDate?: string; level?: SkillLevel };

export function getClassOptions(query: ClassOptionsQuery, signal?: AbortSignal): Promise<ClassOption[]> {
  return apiGet(`/classes${toQueryString(query)}`, classOptionsSchema, signal);
}

/**
 * Active classes (of one location, or all) with free places, the server's plan prices and ages; given a child, each
 * class carries the server's `fit` for that child. A birth date still being typed is not sent.
 */
export function useClassOptions(
  locationId?: string | null,
  options: { enabled?: boolean; child?: FitFor | null } = {},
) {
  const birthDate =
    options.child?.birthDate && isCalendarDate(options.child.birthDate) ? options.child.birthDate : undefined;
  const level = options.child?.skillLevel ?? undefined;
  const queryKey = clubKeys.classOptionsAt(locationId ?? null, { birthDate, level });
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getClassOptions({ locationId: locationId ?? undefined, birthDate, level }, signal),
    enabled: options.enabled ?? true,
    // Free places change as other families enrol: keep the list fresh while a parent is choosing.
    staleTime: 15_000,
    // A new birth date or level regroups the same classes: keep showing them meanwhile (not another location's).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === queryKey[1] ? previous : undefined),
  });
}
