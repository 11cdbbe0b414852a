import { type EnrollmentPrices, enrollmentPricesSchema } from '@swim/shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { familyKeys } from '../../../lib/family-query-keys';

type EnrollmentPricesFor = {
  classId: string;
  /** The child to enrol; null for a child not registered yet. */
  childId: string | null;
};

export function getEnrollmentPrices(
  { classId, childId }: EnrollmentPricesFor,
  signal?: AbortSignal,
): Promise<EnrollmentPrices> {
  const query = toQueryString({ classId, childId: childId ?? undefined });
  return apiGet(`/enrollment-prices${query}`, enrollmentPricesSchema, signal);
}

/**
 * What the family would pay for each plan of a class: this month from today and a whole month after, with its family
 * or multi-class discount. Only parents may ask (`enabled`); without it the wizard shows the list prices.
 */
export function useEnrollmentPrices({
  classId,
  childId,
  enabled,
}: {
  classId: string | null;
  childId: string | null;
  enabled: boolean;
}) {
  return useQuery({
    queryKey: familyKeys.enrollmentPrices(classId ?? '', childId),
    queryFn: ({ signal }) => getEnrollmentPrices({ classId: classId ?? '', childId }, signal),
    enabled: enabled && classId !== null,
  });
}
