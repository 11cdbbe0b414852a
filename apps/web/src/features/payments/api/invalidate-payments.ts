import type { QueryClient } from '@tanstack/react-query';
import { familyKeys } from '../../../lib/family-query-keys';
import { paymentKeys, subscriptionKeys } from './query-keys';

/**
 * After money moved: payment options, history and subscriptions are out of date, and so are the screens of other
 * features that show payments (the dashboard's overview and the child profile's payments tab).
 */
export function invalidatePaymentQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: familyKeys.children }),
  ]);
}
