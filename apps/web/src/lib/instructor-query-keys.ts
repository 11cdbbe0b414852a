import type { QueryClient } from '@tanstack/react-query';

// Keys of the coach's class pages. The instructor feature reads them; billing's payment validation changes what a
// class's payments tab shows, so the class branch lives here and that invalidation uses it.

const PAYMENTS = 'payments';

export const instructorClassKeys = {
  all: ['instructor'] as const,
  classes: ['instructor', 'classes'] as const,
  /** A class's queries share its branch, so one attendance mark refreshes them all. */
  class: (classId: string) => ['instructor', 'classes', classId] as const,
  /** Each enrolled child's payment for a month ('YYYY-MM'). */
  payments: (classId: string, month: string) => ['instructor', 'classes', classId, PAYMENTS, month] as const,
};

/**
 * Marks every class's payments tab stale, whatever the class and month: a validated payment shows there. The class
 * id comes before 'payments' in the key, so the filter is the classes root narrowed to the payments branches.
 */
export function invalidateClassPayments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: instructorClassKeys.classes,
    predicate: (query) => query.queryKey[3] === PAYMENTS,
  });
}
