// Keys of the parent's own data, their children and the dashboard that sums them up: several features show it
// (children, dashboard, registration, payments) and change it, so the keys live here and invalidation uses them.

export const familyKeys = {
  /** The parent's children: each child's profile and activity sit below this root. */
  children: ['children'] as const,
  /** The parent's dashboard: children, the next 7 days of classes and the payment overview. */
  dashboard: ['dashboard'] as const,
  /**
   * The family's payments and their history (features/payments keys its lists below this root): an offer of a place
   * taken from the dashboard or a mail's link enrolls the child, and its first payment falls due.
   */
  payments: ['payments'] as const,
  /**
   * What the family would pay for a class's plans (ADR 0033): below the children's root, because the discount
   * depends on the family's enrollments and every change of them invalidates that root.
   */
  enrollmentPrices: (classId: string, childId: string | null) =>
    ['children', 'enrollment-prices', { classId, childId }] as const,
};
