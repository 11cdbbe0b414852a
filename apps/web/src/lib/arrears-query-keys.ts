import type { QueryClient } from '@tanstack/react-query';

// Keys of the admin's arrears list (issue 25) and of what else sums it: analytics' "unpaid dues" is the list's total,
// so a reminder, note, write-off or recorded payment from the list refreshes both. The roots live here because the
// list (billing) and analytics (admin) are two features that must not import each other.

/** Analytics' figures for any period: admin's analytics keys sit below this root. */
export const analyticsRoot = ['admin', 'analytics'] as const;

export const arrearsKeys = {
  /** Every family with an overdue balance, with the last reminder and the notes. */
  list: ['billing', 'arrears'] as const,
};

/** Marks stale the arrears list and the analytics that show its total. */
export function invalidateArrearsViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: arrearsKeys.list }),
    queryClient.invalidateQueries({ queryKey: analyticsRoot }),
  ]);
}
