import type { KindergartenBillLine, Mismatch, Payment, PaymentList } from '@swim/shared/api/payments';

// Billing test data shaped like the API's answers; override what a test is about.

export const PAYMENT_ID = '66666666-6666-4666-8666-666666666666';

export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    number: 'PM-2026-000123',
    createdAt: '2026-11-03T09:15:00.000Z',
    childId: '33333333-3333-4333-8333-333333333333',
    childName: 'Виктория Петрова',
    enrollmentId: '55555555-5555-4555-8555-555555555555',
    classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
    parentName: 'Мария Петрова',
    amount: 8000,
    currency: 'BGN',
    listAmount: null,
    priceLines: [],
    method: 'cash',
    billingPeriod: '2026-11',
    parentNotes: null,
    status: 'pending',
    refundedAmount: 0,
    kind: 'plan',
    subscriptionId: null,
    paidAt: null,
    validatedAt: null,
    validatedByName: null,
    ...overrides,
  };
}

export function buildPaymentList(items: Payment[]): PaymentList {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 20,
    summary: {
      paidThisMonth: { currency: 'EUR', amount: 0, converted: 0 },
      awaitingConfirmation: { currency: 'EUR', amount: 0, converted: 0 },
      refunded: { currency: 'EUR', amount: 0, converted: 0 },
      nextDue: null,
    },
  };
}

export function buildBillLine(overrides: Partial<KindergartenBillLine> = {}): KindergartenBillLine {
  return {
    childId: 'kg-child-1',
    childName: 'Никола Георгиев',
    parentName: 'Иван Георгиев',
    enrollmentId: 'kg-enrollment-1',
    classTitle: { bg: 'Малки делфини' },
    classesAttended: 8,
    pricePerClass: 1500,
    amount: 12000,
    currency: 'BGN',
    billId: null,
    status: null,
    ...overrides,
  };
}

export function buildMismatch(overrides: Partial<Mismatch> = {}): Mismatch {
  return {
    id: 'mismatch-1',
    kind: 'amount_differs',
    providerObjectId: 'pi_3Nx81',
    paymentId: PAYMENT_ID,
    ledgerAmount: 8000,
    providerAmount: 7000,
    currency: 'BGN',
    detectedAt: '2026-11-20T04:00:00.000Z',
    resolvedAt: null,
    resolvedByName: null,
    record: { kind: 'payment', number: 'PM-2026-000123', name: 'Виктория Петрова' },
    ...overrides,
  };
}
