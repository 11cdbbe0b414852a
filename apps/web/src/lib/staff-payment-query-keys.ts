import type { QueryClient } from '@tanstack/react-query';
import { invalidateArrearsViews } from './arrears-query-keys';
import { familyKeys } from './family-query-keys';
import { instructorClassKeys } from './instructor-query-keys';

// Keys of what staff record and reject (issue 25). The record dialog is opened from the coach's class, Billing and the
// arrears list, and what it changes shows in all of them, so the roots live here and invalidation uses them.

export const staffPaymentKeys = {
  all: ['staff-payments'] as const,
  /** The months staff may record for an enrollment, with the server's default amounts. */
  recordOptions: (enrollmentId: string) => ['staff-payments', 'record-options', enrollmentId] as const,
};

/** Billing's payment lists (every payment, those awaiting confirmation): billing's keys sit below this root. */
export const billingPaymentsRoot = ['billing', 'payments'] as const;

/**
 * Marks stale every view a recorded or rejected payment changes: the record dialog's months, Billing's lists, the
 * coach's classes (payments tab, balance flags) and dashboard (awaiting confirmation), and a staff member's own family
 * screens, and the arrears list with analytics' unpaid dues (a month paid or owed again changes both).
 */
export function invalidateStaffPaymentViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffPaymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: billingPaymentsRoot }),
    queryClient.invalidateQueries({ queryKey: instructorClassKeys.all }),
    queryClient.invalidateQueries({ queryKey: familyKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: familyKeys.children }),
    invalidateArrearsViews(queryClient),
  ]);
}
