import type { DocumentInvoices, InvoiceSummary } from '@swim/shared/api/invoices';
import type { Payment } from '@swim/shared/api/payments';

export const PAYMENT_ID = 'pay-1';
export const INVOICES_PATH = `/api/payments/${PAYMENT_ID}/invoices`;
export const REQUEST_PATH = `/api/payments/${PAYMENT_ID}/invoice`;

/** A paid card payment of Мария Петрова for Виктория's November. */
export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    number: 'PM-2026-000041',
    createdAt: '2026-11-03T09:15:00.000Z',
    childId: 'child-1',
    childName: 'Виктория Петрова',
    enrollmentId: 'enr-1',
    classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
    parentName: 'Мария Петрова',
    amount: 8000,
    currency: 'EUR',
    listAmount: null,
    priceLines: [],
    method: 'card',
    billingPeriod: '2026-11',
    parentNotes: null,
    status: 'paid',
    refundedAmount: 0,
    kind: 'plan',
    subscriptionId: null,
    paidAt: '2026-11-03T09:16:00.000Z',
    validatedAt: null,
    validatedByName: null,
    ...overrides,
  };
}

export function buildInvoice(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 'inv-1',
    number: '0000000001',
    kind: 'invoice',
    issueDate: '2026-11-20',
    recipientName: 'Мария Петрова',
    total: 8000,
    currency: 'EUR',
    correctsNumber: null,
    pdfUrl: '/api/invoices/inv-1/pdf',
    ...overrides,
  };
}

export const NONE_YET: DocumentInvoices = { invoice: null, creditNotes: [], canRequest: true };
