// Keys of issued invoices and credit notes: the invoices feature reads a payment's or order's documents and billing
// lists the period's; a refund, an order's cancellation, the club's legal details and an invoice request change what
// they show, so the roots live here and invalidation uses them.

export const invoiceQueryKeys = {
  /** Billing's list of the period's invoices and credit notes (admins). */
  billingList: ['billing', 'invoices'] as const,
  /** Every payment's and order's invoice dialog: its documents and whether an invoice may be asked for. */
  documents: ['invoices'] as const,
  /** One payment's or order's invoice and credit notes. */
  document: (kind: 'payment' | 'order', id: string) => ['invoices', kind, id] as const,
};
