import type { Payment, PaymentList, PaymentOptions, Subscription, SubscriptionDetail } from '@swim/shared/api/payments';
import type { PeriodPrice } from '@swim/shared/period-price';
import { CHILD_ID } from '../../../test/parent-fixtures';

// Answers of the payments API for component tests; override what a test is about.

export const ENROLLMENT_ID = '55555555-5555-4555-8555-555555555555';
export const OTHER_ENROLLMENT_ID = '66666666-6666-4666-8666-666666666666';
export const SUBSCRIPTION_ID = '77777777-7777-4777-8777-777777777777';

export function buildPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    number: 'PM-2026-000041',
    createdAt: '2026-11-03T09:15:00.000Z',
    childId: CHILD_ID,
    childName: 'Виктория Петрова',
    enrollmentId: ENROLLMENT_ID,
    classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
    parentName: 'Мария Петрова',
    amount: 8000,
    currency: 'BGN',
    listAmount: null,
    priceLines: [],
    method: 'card',
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

/** A period priced at the plan's list price: no first-period share, no discount. */
export function listPrice(amount: number): PeriodPrice {
  return { listAmount: amount, lines: [], amount };
}

export function buildPaymentOptions(overrides: Partial<PaymentOptions> = {}): PaymentOptions {
  return {
    childId: CHILD_ID,
    childName: 'Виктория Петрова',
    enrollments: [
      {
        enrollmentId: ENROLLMENT_ID,
        classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
        planType: 'pool_8',
        amount: 8000,
        currency: 'BGN',
        periods: [
          { billingPeriod: '2026-11', covered: false, price: listPrice(8000), deductions: [] },
          { billingPeriod: '2026-12', covered: false, price: listPrice(8000), deductions: [] },
        ],
        subscriptionId: null,
      },
      {
        enrollmentId: OTHER_ENROLLMENT_ID,
        classTitle: { bg: 'Напреднали (10–14 г.)', en: 'Advanced (ages 10–14)' },
        planType: 'pool_12',
        amount: 12000,
        currency: 'BGN',
        periods: [
          { billingPeriod: '2026-11', covered: true, price: listPrice(12000), deductions: [] },
          { billingPeriod: '2026-12', covered: false, price: listPrice(12000), deductions: [] },
        ],
        subscriptionId: null,
      },
    ],
    openBills: [],
    bank: { holder: 'СК „Делфин“', iban: 'BG80BNBG96611020345678', bic: 'BNBGBGSD', bank: 'Българска народна банка' },
    ...overrides,
  };
}

export function buildPaymentList(overrides: Partial<PaymentList> = {}): PaymentList {
  return {
    items: [buildPayment({ status: 'paid', paidAt: '2026-11-03T09:16:00.000Z' })],
    total: 1,
    page: 1,
    pageSize: 20,
    summary: {
      paidThisMonth: { currency: 'EUR', amount: 0, converted: 0 },
      awaitingConfirmation: { currency: 'EUR', amount: 0, converted: 0 },
      refunded: { currency: 'EUR', amount: 0, converted: 0 },
      nextDue: null,
    },
    ...overrides,
  };
}

export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: SUBSCRIPTION_ID,
    childId: CHILD_ID,
    childName: 'Виктория Петрова',
    enrollmentId: ENROLLMENT_ID,
    classTitle: { bg: 'Начинаещи (7–10 г.)', en: 'Beginners (ages 7–10)' },
    plan: 'pool_8',
    nextPlan: null,
    amount: 8000,
    currency: 'BGN',
    status: 'active',
    currentPeriodStart: '2026-11-01T09:00:00.000Z',
    currentPeriodEnd: '2026-12-01T09:00:00.000Z',
    paidThrough: '2026-11',
    cancelAt: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildSubscriptionDetail(overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail {
  return {
    ...buildSubscription(),
    invoices: [buildPayment({ id: 'inv-1', kind: 'subscription', status: 'paid', subscriptionId: SUBSCRIPTION_ID })],
    planOptions: [
      { plan: 'pool_8', amount: 8000 },
      { plan: 'pool_12', amount: 12000 },
      { plan: 'pool_16', amount: 16000 },
    ],
    ...overrides,
  };
}
