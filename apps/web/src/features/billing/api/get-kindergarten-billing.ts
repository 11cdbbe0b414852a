import {
  type KindergartenBilling,
  type KindergartenBillingQuery,
  kindergartenBillingSchema,
} from '@swim/shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** The bills a kindergarten's month would give: classes attended times price per class, and what is already issued. */
export function getKindergartenBilling(
  query: KindergartenBillingQuery,
  signal?: AbortSignal,
): Promise<KindergartenBilling> {
  const params = toQueryString({ month: query.month, locationId: query.locationId });
  return apiGet(`/admin/billing/kindergarten${params}`, kindergartenBillingSchema, signal);
}

/** Waits until both a month and a location are chosen. */
export function useKindergartenBilling(query: { month: string; locationId: string | undefined }) {
  const { month, locationId } = query;
  return useQuery({
    queryKey: billingKeys.kindergartenReview({ month, locationId: locationId ?? '' }),
    queryFn: ({ signal }) => getKindergartenBilling({ month, locationId: locationId ?? '' }, signal),
    enabled: Boolean(locationId),
  });
}
