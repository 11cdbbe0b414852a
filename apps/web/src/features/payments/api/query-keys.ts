import type { PaymentListQuery } from '@swim/shared/api/payments';
import { familyKeys } from '../../../lib/family-query-keys';

/** Cache keys of payments and subscriptions; invalidation goes through these, never through raw arrays. */
export const paymentKeys = {
  all: familyKeys.payments,
  options: (childId: string) => ['payments', 'options', childId] as const,
  lists: ['payments', 'list'] as const,
  list: (query: PaymentListQuery) => ['payments', 'list', query] as const,
  /** The parent's children for the history's child filter. */
  children: ['payments', 'children'] as const,
};

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: ['subscriptions', 'list'] as const,
  detail: (subscriptionId: string) => ['subscriptions', 'detail', subscriptionId] as const,
};
