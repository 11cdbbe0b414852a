// What the lev-to-euro changeover would convert now, each amount before and after (issue 24): read by the preview
// and, under the settings row's lock, by the changeover itself, so both count the same things.
import type { ChangeoverCounts, ChangeoverSample } from '@swim/shared/api/currency-changeover';
import type { Currency } from '@swim/shared/enums';
import type { LocalizedText } from '@swim/shared/localized';
import { convertMinor } from '@swim/shared/money';
import { DISCOUNT_LINES, type DiscountLine, type PriceLine, type PricingSettings } from '@swim/shared/period-price';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  classes,
  clubSettings,
  kindergartenBills,
  orders,
  payments,
  products,
  subscriptions,
} from '../../db/schema/index.js';

export const FROM: Currency = 'BGN';
export const TO: Currency = 'EUR';

/** One amount at the fixed rate, rounded half up to the cent (exact integer arithmetic). */
export const toEuro = (amount: number): number => convertMinor(amount, FROM, TO);

type Change = { from: number; to: number };
const change = (amount: number): Change => ({ from: amount, to: toEuro(amount) });

export type ClassChange = { id: string; title: LocalizedText; pricePerClass: Change; monthlyPrice: Change | null };
export type ProductChange = { id: string; name: LocalizedText; price: Change };
export type PaymentChange = {
  id: string;
  number: string;
  amount: Change;
  listAmount: Change | null;
  priceLines: PriceLine[];
  monthDue: Change | null;
  closureLines: PriceLine[] | null;
};
export type BillChange = { id: string; amount: Change };
export type CardTry = { id: string; number: string; checkoutId: string | null };
export type SubscriptionEnd = { id: string };

export type ChangeoverPlan = {
  currency: Currency;
  classes: ClassChange[];
  products: ProductChange[];
  payments: PaymentChange[];
  bills: BillChange[];
  /** The club's pricing with its amount discounts in euro; null when none is an amount (or the club is in euro). */
  pricing: { from: PricingSettings; to: PricingSettings; rules: DiscountLine[] } | null;
  /** Card tries opened in leva and not finished: failed and their checkouts closed. */
  cardTries: CardTry[];
  /** Card subscriptions in leva, running and not yet set to end: each set to end after its paid month. */
  subscriptions: SubscriptionEnd[];
  /** Subscriptions set to end whose end the card provider has not confirmed yet (retried). */
  subscriptionsWaiting: number;
  ordersInLeva: number;
};

/**
 * A payment's breakdown in euro: each line converted on its own, the last one taking up the cent the rounding may
 * leave, so the list amount and the lines still add up to the amount (which is itself converted on its own).
 */
function linesInEuro(lines: PriceLine[], listAmount: number | null, amount: number): PriceLine[] {
  const converted = lines.map((line): PriceLine => {
    const moved = { ...line, amount: toEuro(line.amount) };
    if (moved.kind === 'firstPeriod' || moved.kind === 'closure' || moved.rule.kind !== 'amount') return moved;
    return { ...moved, rule: { ...moved.rule, value: toEuro(moved.rule.value) } };
  });
  const last = converted.at(-1);
  if (!last || listAmount === null) return converted;
  const gap = toEuro(amount) - toEuro(listAmount) - converted.reduce((sum, l) => sum + l.amount, 0);
  converted[converted.length - 1] = { ...last, amount: last.amount + gap };
  return converted;
}

/**
 * What a payment gave of closed months, in euro: the closure lines of its converted breakdown when it kept them (so
 * the two agree to the cent), else each line converted on its own.
 */
function closureLinesInEuro(lines: PriceLine[] | null, priceLinesInEuro: PriceLine[]): PriceLine[] | null {
  if (lines === null) return null;
  const kept = priceLinesInEuro.filter((line) => line.kind === 'closure');
  if (kept.length === lines.length) return kept;
  return lines.map((line) => ({ ...line, amount: toEuro(line.amount) }));
}

/** The club's pricing with each amount discount in euro. */
function pricingInEuro(pricing: PricingSettings): ChangeoverPlan['pricing'] {
  const rules = DISCOUNT_LINES.filter((rule) => pricing.discounts[rule]?.kind === 'amount');
  if (rules.length === 0) return null;
  const discounts = { ...pricing.discounts };
  for (const rule of rules) {
    const value = discounts[rule];
    if (value) discounts[rule] = { kind: value.kind, value: toEuro(value.value) };
  }
  return { from: pricing, to: { ...pricing, discounts }, rules };
}

/**
 * Reads what is still in leva. With `lock`, the rows to convert are locked (the caller holds the settings row first,
 * so a second changeover waits and then finds nothing).
 */
export async function loadChangeoverPlan(db: Db | Tx, { lock }: { lock: boolean }): Promise<ChangeoverPlan> {
  const settingsQuery = db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  const [settings] = lock ? await settingsQuery.for('update') : await settingsQuery;
  const classQuery = db.select().from(classes).where(eq(classes.currency, FROM)).orderBy(classes.id);
  const classRows = lock ? await classQuery.for('update') : await classQuery;
  const productQuery = db.select().from(products).where(eq(products.currency, FROM)).orderBy(products.id);
  const productRows = lock ? await productQuery.for('update') : await productQuery;
  // Unpaid kindergarten bills and the payment each was issued with (a failed card try is paid again from the bill).
  // Payments are locked before bills, in the order settling a payment takes them.
  const billQuery = db
    .select()
    .from(kindergartenBills)
    .where(and(eq(kindergartenBills.currency, FROM), eq(kindergartenBills.status, 'pending')))
    .orderBy(kindergartenBills.id);
  const billPayments = (await billQuery).flatMap((b) => (b.paymentId ? [b.paymentId] : []));
  const open = or(
    eq(payments.status, 'pending'),
    billPayments.length ? and(eq(payments.status, 'failed'), inArray(payments.id, billPayments)) : sql`false`,
  );
  const paymentQuery = db
    .select()
    .from(payments)
    .where(and(eq(payments.currency, FROM), ne(payments.kind, 'subscription'), open))
    .orderBy(payments.id);
  const paymentRows = lock ? await paymentQuery.for('update') : await paymentQuery;
  const billRows = lock ? await billQuery.for('update') : await billQuery;
  const isCardTry = (p: (typeof paymentRows)[number]) => p.status === 'pending' && p.method === 'card';
  // A subscription the parent already set to end (cancel_at set) ends on its own: nothing to tell anyone.
  const subscriptionQuery = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.currency, FROM),
        ne(subscriptions.status, 'canceled'),
        isNull(subscriptions.cancelAt),
        isNull(subscriptions.euroChangeoverAt),
      ),
    )
    .orderBy(subscriptions.id);
  const subscriptionRows = lock ? await subscriptionQuery.for('update') : await subscriptionQuery;
  const [left] = await db
    .select({
      waiting: sql<number>`(select count(*)::int from ${subscriptions}
        where ${subscriptions.euroChangeoverAt} is not null and ${subscriptions.euroChangeoverSyncedAt} is null
          and ${subscriptions.status} <> 'canceled')`,
      orders: sql<number>`(select count(*)::int from ${orders}
        where ${orders.currency} = ${FROM} and ${orders.status} = 'pending')`,
    })
    .from(sql`(select 1) as one`);
  // Undecided (no settings row yet, or start-up has not run): the currency the prices are stored in.
  const currency = settings?.currency ?? (classRows.length || productRows.length ? FROM : TO);
  return {
    currency,
    classes: classRows.map((c) => ({
      id: c.id,
      title: c.title,
      pricePerClass: change(c.pricePerClass),
      monthlyPrice: c.monthlyPrice === null ? null : change(c.monthlyPrice),
    })),
    products: productRows.map((p) => ({ id: p.id, name: p.name, price: change(p.price) })),
    // A kindergarten bill's card try is paid again in euro; a plan's is closed and the parent starts a new one.
    payments: paymentRows
      .filter((p) => !isCardTry(p) || p.kind === 'kindergarten')
      .map((p) => {
        const priceLines = linesInEuro(p.priceLines, p.listAmount, p.amount);
        return {
          id: p.id,
          number: p.number,
          amount: change(p.amount),
          listAmount: p.listAmount === null ? null : change(p.listAmount),
          priceLines,
          monthDue: p.monthDue === null ? null : change(p.monthDue),
          closureLines: closureLinesInEuro(p.closureLines, priceLines),
        };
      }),
    bills: billRows.map((b) => ({ id: b.id, amount: change(b.amount) })),
    // The discounts are amounts in the club's currency: converted once, while the club is still in leva.
    pricing: settings && currency === FROM ? pricingInEuro(settings.pricing) : null,
    cardTries: paymentRows
      .filter(isCardTry)
      .map((p) => ({ id: p.id, number: p.number, checkoutId: p.providerCheckoutId })),
    subscriptions: subscriptionRows,
    subscriptionsWaiting: left?.waiting ?? 0,
    ordersInLeva: left?.orders ?? 0,
  };
}

/** What a plan converts or closes, by kind. */
export function countPlan(plan: ChangeoverPlan): ChangeoverCounts {
  return {
    classes: plan.classes.length,
    products: plan.products.length,
    payments: plan.payments.length,
    bills: plan.bills.length,
    discounts: plan.pricing?.rules.length ?? 0,
    checkouts: plan.cardTries.length,
    subscriptions: plan.subscriptions.length,
  };
}

/** Whether the plan changes anything (a club already in euro with nothing left in leva: no). */
export const planChanges = (plan: ChangeoverPlan): boolean =>
  Object.values(countPlan(plan)).some((n) => n > 0) || plan.currency !== TO;

/** A few amounts, before and after: the first of each kind. */
export function samplePlan(plan: ChangeoverPlan, perKind = 2): ChangeoverSample[] {
  const none = { rule: null } as const;
  return [
    ...plan.classes.slice(0, perKind).map((c) => ({
      ...none,
      kind: 'class' as const,
      name: c.title,
      before: c.pricePerClass.from,
      after: c.pricePerClass.to,
    })),
    ...plan.products
      .slice(0, perKind)
      .map((p) => ({ ...none, kind: 'product' as const, name: p.name, before: p.price.from, after: p.price.to })),
    ...plan.payments
      .slice(0, perKind)
      .map((p) => ({ ...none, kind: 'payment' as const, name: p.number, before: p.amount.from, after: p.amount.to })),
    ...plan.bills
      .slice(0, perKind)
      .map((b) => ({ ...none, kind: 'bill' as const, name: null, before: b.amount.from, after: b.amount.to })),
    ...(plan.pricing?.rules ?? []).map((rule) => ({
      kind: 'discount' as const,
      name: null,
      rule,
      before: plan.pricing?.from.discounts[rule]?.value ?? 0,
      after: plan.pricing?.to.discounts[rule]?.value ?? 0,
    })),
  ];
}
