import { type Subscription, subscriptionSchema } from '@swim/shared/api/payments';
import type { PlanType } from '@swim/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { invalidatePaymentQueries } from './invalidate-payments';

export function changeSubscriptionPlan(subscriptionId: string, plan: PlanType): Promise<Subscription> {
  return apiPost(`/subscriptions/${encodeURIComponent(subscriptionId)}/plan`, { plan }, subscriptionSchema);
}

/** Switches the plan from the next period on; the current period keeps the plan it was paid for. */
export function useChangeSubscriptionPlan(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanType) => changeSubscriptionPlan(subscriptionId, plan),
    onSuccess: () => invalidatePaymentQueries(queryClient),
  });
}
