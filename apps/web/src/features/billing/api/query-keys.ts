import type { AdminInvoiceListQuery } from '@swim/shared/api/admin-invoices';
import type { KindergartenBillingQuery, PaymentListQuery } from '@swim/shared/api/payments';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';
import { billingPaymentsRoot } from '../../../lib/staff-payment-query-keys';

/** Every billing query lives under 'billing'; a change to a payment refreshes the whole 'payments' branch. */
export const billingKeys = {
  all: ['billing'] as const,
  /** Shared with what staff record and reject (lib/staff-payment-query-keys.ts), which refreshes it. */
  payments: billingPaymentsRoot,
  paymentList: (query: PaymentListQuery) => [...billingPaymentsRoot, 'list', query] as const,
  pending: [...billingPaymentsRoot, 'pending'] as const,
  kindergarten: ['billing', 'kindergarten'] as const,
  kindergartenReview: (query: KindergartenBillingQuery) => ['billing', 'kindergarten', query] as const,
  reconciliation: ['billing', 'reconciliation'] as const,
  /** Active enrollments matching a search, to record a payment for one. */
  enrollmentChoices: (search: string) => ['billing', 'enrollment-choices', search] as const,
  invoices: invoiceQueryKeys.billingList,
  invoiceList: (query: AdminInvoiceListQuery) => [...invoiceQueryKeys.billingList, query] as const,
};
