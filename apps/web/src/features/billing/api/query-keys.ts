import type { AdminInvoiceListQuery } from '@swim/shared/api/admin-invoices';
import type { KindergartenBillingQuery, PaymentListQuery } from '@swim/shared/api/payments';
import { invoiceQueryKeys } from '../../../lib/invoice-query-keys';

/** Every billing query lives under 'billing'; a change to a payment refreshes the whole 'payments' branch. */
export const billingKeys = {
  all: ['billing'] as const,
  payments: ['billing', 'payments'] as const,
  paymentList: (query: PaymentListQuery) => ['billing', 'payments', 'list', query] as const,
  pending: ['billing', 'payments', 'pending'] as const,
  kindergarten: ['billing', 'kindergarten'] as const,
  kindergartenReview: (query: KindergartenBillingQuery) => ['billing', 'kindergarten', query] as const,
  reconciliation: ['billing', 'reconciliation'] as const,
  invoices: invoiceQueryKeys.billingList,
  invoiceList: (query: AdminInvoiceListQuery) => [...invoiceQueryKeys.billingList, query] as const,
};
