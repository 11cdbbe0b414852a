// What the demo families paid: card, cash and bank transfers in every state, and a kindergarten bill.
import type { Currency, PaymentMethod, PaymentStatus } from '@swim/shared/enums';
import { pricePeriod } from '@swim/shared/period-price';
import { computeKindergartenBill } from '@swim/shared/pricing';
import { kindergartenBills, payments, testProviderObjects } from '../schema/index.js';
import type { ChildKey } from './children-data.js';
import { addDays, addMonths, billingPeriod, clubInstant, firstOfMonth } from './dates.js';
import { demoPricing } from './demo-money.js';
import type { Families, SeededChild, SeededEnrollment } from './seed-children.js';
import type { Seeding } from './seed-people.js';

type PaymentSeed = {
  child: ChildKey;
  period: 'previous' | 'current' | 'next';
  method: PaymentMethod;
  status: PaymentStatus;
  parentNotes?: string;
};

const PAYMENTS: PaymentSeed[] = [
  { child: 'aleksandar', period: 'previous', method: 'card', status: 'paid' },
  { child: 'aleksandar', period: 'current', method: 'card', status: 'paid' },
  // Viktoria's current month is still due, so the demo parent has something to pay.
  {
    child: 'viktoria',
    period: 'previous',
    method: 'cash',
    status: 'validated',
    parentNotes: 'Платено на треньора преди тренировка.',
  },
  {
    child: 'aleksandar',
    period: 'next',
    method: 'bank_transfer',
    status: 'pending',
    parentNotes: 'Преведено по IBAN на клуба, основание „Александър Петров – карта 12 посещения“.',
  },
  { child: 'boris', period: 'current', method: 'card', status: 'paid' },
  { child: 'martin', period: 'current', method: 'cash', status: 'pending', parentNotes: 'Ще платя в брой в събота.' },
  { child: 'eva', period: 'current', method: 'card', status: 'paid' },
  { child: 'raya', period: 'current', method: 'bank_transfer', status: 'validated' },
  { child: 'daniel', period: 'current', method: 'card', status: 'failed' },
  { child: 'daniel', period: 'current', method: 'card', status: 'paid' },
];

function enrollmentFor(child: SeededChild, period: PaymentSeed['period']): SeededEnrollment {
  return period === 'previous' ? (child.previous ?? child.current) : child.current;
}

export async function seedPayments({ tx, today, people, currency }: Seeding, families: Families): Promise<number> {
  const rows = PAYMENTS.map((p, i) => {
    const child = families[p.child];
    const enrollment = enrollmentFor(child, p.period);
    const periodStart = p.period === 'next' ? addMonths(child.current.periodStart, 1) : enrollment.periodStart;
    // Priced as the server prices a period (ADR 0033), with the demo club's discounts and first months.
    const price = pricePeriod({
      plan: child.enrollment.plan,
      prices: child.class,
      weekdays: child.class.sessions.map(([day]) => day),
      period: billingPeriod(periodStart),
      startsOn: child.startsOn,
      ...child.ranks,
      settings: demoPricing(currency),
    });
    if (!price.amount) throw new Error(`No up-front price for ${p.child}`);
    // A minute apart per row keeps the history in a stable order (a failed try comes before its retry).
    // Paid when the family enrolled for the period (two days before it, or on joining mid-month); next month's
    // yesterday.
    const day = p.period === 'next' ? addDays(today, -1) : enrollment.createdOn;
    const createdAt = new Date(clubInstant(day, '20:00').getTime() + i * 60_000);
    const settledAt = new Date(createdAt.getTime() + 3_600_000);
    const byCard = p.method === 'card';
    return {
      parentId: people[child.parent],
      childId: child.id,
      enrollmentId: enrollment.id,
      amount: price.amount,
      listAmount: price.lines.length ? price.listAmount : null,
      priceLines: price.lines,
      closureLines: price.lines.filter((line) => line.kind === 'closure'),
      currency,
      method: p.method,
      billingPeriod: billingPeriod(periodStart),
      parentNotes: p.parentNotes ?? null,
      status: p.status,
      provider: byCard ? 'test' : null,
      providerCheckoutId: byCard ? `cs_test_demo_${p.child}_${i + 1}` : null,
      providerPaymentId: byCard ? `pi_test_demo_${p.child}_${i + 1}` : null,
      validatedBy: p.status === 'validated' ? people[child.class.instructor] : null,
      validatedAt: p.status === 'validated' ? settledAt : null,
      paidAt: p.status === 'paid' || p.status === 'validated' ? settledAt : null,
      createdAt,
      updatedAt: p.status === 'pending' ? createdAt : settledAt,
    };
  });
  await tx.insert(payments).values(rows);
  // The built-in card provider keeps its own books: the demo card payments exist there too, so refunds and
  // reconciliation of demo data behave as they would with real charges.
  await tx.insert(testProviderObjects).values(rows.flatMap(providerBooks));

  // Kindergarten lessons are billed after the month, by the days the child came.
  const niya = families.niya;
  const lastMonth = firstOfMonth(addMonths(firstOfMonth(today), -1));
  const attended = niya.presentDates.filter((d) => d >= lastMonth && d < firstOfMonth(today)).length;
  if (attended > 0) {
    const amount = computeKindergartenBill(attended, niya.class.pricePerClass);
    const issuedAt = clubInstant(firstOfMonth(today), '09:30');
    const [bill] = await tx
      .insert(payments)
      .values({
        parentId: people[niya.parent],
        childId: niya.id,
        enrollmentId: niya.current.id,
        amount,
        currency,
        method: null,
        kind: 'kindergarten',
        billingPeriod: billingPeriod(lastMonth),
        status: 'pending',
        createdAt: issuedAt,
        updatedAt: issuedAt,
      })
      .returning({ id: payments.id });
    await tx.insert(kindergartenBills).values({
      paymentId: bill?.id,
      childId: niya.id,
      enrollmentId: niya.current.id,
      month: lastMonth,
      classesAttended: attended,
      amount,
      currency,
      status: 'pending',
      createdBy: people.admin,
      createdAt: issuedAt,
    });
  }
  return rows.length;
}

type SeededPayment = {
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  providerCheckoutId: string | null;
  providerPaymentId: string | null;
  parentId: string;
  childId: string;
  enrollmentId: string;
  billingPeriod: string;
  createdAt: Date;
};

/** The test provider's checkout session and payment intent behind a demo card payment. */
function providerBooks(p: SeededPayment) {
  if (!p.providerCheckoutId || !p.providerPaymentId) return [];
  const paid = p.status === 'paid';
  const created = Math.floor(p.createdAt.getTime() / 1000);
  const metadata = {
    parentId: p.parentId,
    childId: p.childId,
    enrollmentId: p.enrollmentId,
    billingPeriod: p.billingPeriod,
  };
  return [
    {
      id: p.providerCheckoutId,
      object: 'checkout.session',
      createdAt: p.createdAt,
      data: {
        id: p.providerCheckoutId,
        mode: 'payment',
        status: paid ? 'complete' : 'expired',
        payment_status: paid ? 'paid' : 'unpaid',
        amount_total: p.amount,
        currency: p.currency,
        description: p.billingPeriod,
        customer: 'cus_test_demo',
        customer_email: '',
        metadata,
        success_url: '',
        cancel_url: '',
        url: '',
        payment_intent: p.providerPaymentId,
        subscription: null,
        requires_action: false,
        last_error: paid ? null : 'Your card was declined.',
      },
    },
    {
      id: p.providerPaymentId,
      object: 'payment_intent',
      createdAt: p.createdAt,
      data: {
        id: p.providerPaymentId,
        status: paid ? 'succeeded' : 'requires_payment_method',
        amount: p.amount,
        amount_received: paid ? p.amount : 0,
        currency: p.currency,
        metadata,
        created,
        last_payment_error: paid ? null : { code: 'card_declined', message: 'Your card was declined.' },
        refunds: [],
      },
    },
  ];
}
