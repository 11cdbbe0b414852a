// The price of one billing period of an enrollment (ADR 0033): the plan's price, less a fair share for a child who
// starts after the month has begun, less one family or multi-class discount, less the share of the month before that
// a long closure took from a monthly unlimited plan (ADR 0040). One definition, used by the server for every amount a
// parent pays or is shown as owed; the web only displays what the server answered.
import { z } from 'zod';
import type { PlanType } from './enums.js';
import { addDays, isoDayOfWeek, monthPeriodOf } from './dates.js';
import { type ClosureSpan, type SessionChange, type WeeklySlot, datedSessions } from './dated-sessions.js';
import { type ClassPrices, PLAN_SESSIONS, computePlanPrice } from './pricing.js';

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;

/** A discount the club grants: a whole percent (1–99: a discount never makes a month free) or an amount in minor units; null = none. */
export const discountRuleSchema = z
  .object({ kind: z.enum(DISCOUNT_KINDS), value: z.number().int().positive() })
  .nullable();
export type DiscountRule = z.infer<typeof discountRuleSchema>;

export const pricingSettingsSchema = z.object({
  /** A child who starts after the month began pays for the sessions left in it. */
  firstPeriodProRata: z.boolean(),
  discounts: z.object({
    /** The family's second child. */
    secondChild: discountRuleSchema,
    /** The family's third child and every one after; unset, they get the second child's discount. */
    thirdChild: discountRuleSchema,
    /** A child's second class and every one after. */
    secondClass: discountRuleSchema,
  }),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

export const DEFAULT_PRICING: PricingSettings = {
  firstPeriodProRata: true,
  discounts: { secondChild: null, thirdChild: null, secondClass: null },
};

export const DISCOUNT_LINES = ['secondChild', 'thirdChild', 'secondClass'] as const;
export type DiscountLine = (typeof DISCOUNT_LINES)[number];

export const priceLineSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('firstPeriod'),
    /** Negative: what the child does not pay for the sessions already past when it started. */
    amount: z.number().int(),
    startsOn: z.string(),
    sessionsLeft: z.number().int(),
    sessionsInPeriod: z.number().int(),
  }),
  z.object({
    kind: z.enum(DISCOUNT_LINES),
    /** Negative. */
    amount: z.number().int(),
    rule: z.object({ kind: z.enum(DISCOUNT_KINDS), value: z.number().int() }),
  }),
  z.object({
    kind: z.literal('closure'),
    /** Negative: the share of the month before that a closure of a week or more took from an unlimited plan. */
    amount: z.number().int(),
    /** The closed month, 'YYYY-MM'. */
    period: z.string(),
    /** The class's sessions in that month the closures closed (from the child's first day). */
    sessionsClosed: z.number().int(),
    /** The class's sessions in that month. */
    sessionsInPeriod: z.number().int(),
  }),
]);
export type PriceLine = z.infer<typeof priceLineSchema>;

export const periodPriceSchema = z.object({
  /** The plan's full price for the period. */
  listAmount: z.number().int(),
  lines: z.array(priceLineSchema),
  /** What is paid: the list amount plus the (negative) lines; never below zero. */
  amount: z.number().int(),
});
export type PeriodPrice = z.infer<typeof periodPriceSchema>;

/** `a × b / c` rounded half up, for non-negative integers (exact: no floating point). */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  return Math.floor((2 * a * b + c) / (2 * c));
}

/**
 * Dated sessions of a weekly schedule between two days, both included: each weekday entry is one session (a class
 * that meets twice on a Monday lists Monday twice). Days are 'YYYY-MM-DD', weekdays 0 = Monday ... 6 = Sunday.
 */
export function datedSessionsBetween(weekdays: readonly number[], from: string, to: string): number {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const dow = isoDayOfWeek(day);
    for (const w of weekdays) if (w === dow) count += 1;
  }
  return count;
}

/**
 * What a rule takes off an amount: a percent rounded half up to the cent, or the amount. A discount never makes a
 * period free: it leaves at least 1% of the amount, rounded up to the cent (a free month would have no payment to
 * settle it, and a counted plan renews its sessions on a settled month).
 */
export function discountOff(rule: NonNullable<DiscountRule>, base: number): number {
  const off = rule.kind === 'percent' ? mulDivHalfUp(base, rule.value, 100) : rule.value;
  return Math.max(0, Math.min(off, base - Math.ceil(base / 100)));
}

/** A closure this many days long or longer gives a monthly unlimited plan the closed share back (ADR 0040). */
export const REFUNDED_CLOSURE_DAYS = 7;

/** Whether a closure is long enough to be given back: endsOn − startsOn + 1 ≥ 7 days. */
export const isRefundedClosure = (c: Pick<ClosureSpan, 'startsOn' | 'endsOn'>): boolean =>
  addDays(c.startsOn, REFUNDED_CLOSURE_DAYS - 1) <= c.endsOn;

/** What the closure line needs: the class's dated sessions as they stand now (ADR 0040). */
export type ClosureFacts = {
  /** The club's `session_rules.unlimitedClosureRefund`. */
  refund: boolean;
  /** The class's weekly sessions and location. */
  slots: readonly WeeklySlot[];
  locationId: string;
  /** Closures of the whole club or the class's location; only those of a week or more count. */
  closures: readonly ClosureSpan[];
  /** The class's single-session changes (a session moved into a closed day is closed too). */
  changes: readonly SessionChange[];
  /** What the enrollment's payments already gave back (without it: nothing was charged or given). */
  ledger?: ClosureLedger;
};

/**
 * An enrollment's charged months and the closed shares already given (ADR 0040): a closed month's share not given in
 * full (the month after it was charged before the closure was entered, changed, or a subscription paid it) comes off
 * the next month not yet charged.
 */
export type ClosureLedger = {
  /** Months ('YYYY-MM') with a charge that stands (pending, validated, paid or refunded). */
  charged: readonly string[];
  /** Closed shares given: closure lines of charged months (`chargedIn`) and refunds (`chargedIn` null). */
  given: readonly { period: string; chargedIn: string | null; amount: number }[];
};

/** How many months back a closed share not yet given is still taken off the next month not charged. */
export const CLOSURE_LOOKBACK_MONTHS = 12;

export type PeriodFacts = {
  plan: PlanType;
  prices: ClassPrices;
  /** The class's weekly sessions, one weekday per session. */
  weekdays: readonly number[];
  /** 'YYYY-MM'. */
  period: string;
  /** The enrollment's first day, 'YYYY-MM-DD' (club calendar). */
  startsOn: string;
  /** The child's place among the family's children with an active enrollment, 1 = first. */
  childRank: number;
  /** The enrollment's place among the child's active enrollments, 1 = first. */
  classRank: number;
  settings: PricingSettings;
  /** Without them, no closure line (an enrollment not made yet has no closed month to give back). */
  closures?: ClosureFacts;
};

/** The first-period line, when the child starts in this period after its first session. */
function firstPeriodLine(facts: PeriodFacts, listAmount: number): PriceLine | null {
  if (!facts.settings.firstPeriodProRata) return null;
  const { start, end } = monthPeriodOf(`${facts.period}-01`);
  if (facts.startsOn <= start || facts.startsOn > end) return null;
  const inPeriod = datedSessionsBetween(facts.weekdays, start, end);
  const left = datedSessionsBetween(facts.weekdays, facts.startsOn, end);
  if (inPeriod === 0 || left >= inPeriod) return null;
  const count = PLAN_SESSIONS[facts.plan];
  // Counted plans: the sessions still to come, at the class's price per session (all of them, up to the plan).
  // Unlimited: the monthly price shared by the class's dated sessions, for those still to come.
  const share =
    count !== null ? facts.prices.pricePerClass * Math.min(left, count) : mulDivHalfUp(listAmount, left, inPeriod);
  if (share >= listAmount) return null;
  return {
    kind: 'firstPeriod',
    amount: share - listAmount,
    startsOn: facts.startsOn,
    sessionsLeft: left,
    sessionsInPeriod: inPeriod,
  };
}

/** The family or multi-class discount that takes most off `base` (never two), or null. */
function discountLine(facts: PeriodFacts, base: number): PriceLine | null {
  const { discounts } = facts.settings;
  const candidates: { kind: DiscountLine; rule: NonNullable<DiscountRule> }[] = [];
  if (facts.childRank === 2 && discounts.secondChild)
    candidates.push({ kind: 'secondChild', rule: discounts.secondChild });
  if (facts.childRank >= 3) {
    const rule = discounts.thirdChild ?? discounts.secondChild;
    if (rule) candidates.push({ kind: discounts.thirdChild ? 'thirdChild' : 'secondChild', rule });
  }
  if (facts.classRank >= 2 && discounts.secondClass)
    candidates.push({ kind: 'secondClass', rule: discounts.secondClass });
  let best: PriceLine | null = null;
  for (const { kind, rule } of candidates) {
    const off = discountOff(rule, base);
    if (off > 0 && (!best || off > -best.amount)) best = { kind, amount: -off, rule };
  }
  return best;
}

/**
 * The closed share of a month for a child who started on `startsOn`: the class's dated sessions in the month (by their
 * key date) closed by a closure of a week or more, from the child's first day, out of all the class's dated sessions in
 * the month. A single cancelled session or a shorter closure is not counted.
 */
export function closedShareOf(
  closure: ClosureFacts,
  period: string,
  startsOn: string,
): { sessionsClosed: number; sessionsInPeriod: number } {
  const { start, end } = monthPeriodOf(`${period}-01`);
  const sessions = datedSessions(
    {
      slots: closure.slots,
      locationId: closure.locationId,
      changes: closure.changes,
      closures: closure.closures.filter(isRefundedClosure),
    },
    start,
    end,
  );
  const closed = sessions.filter((s) => s.status === 'closed' && s.date >= startsOn);
  return { sessionsClosed: closed.length, sessionsInPeriod: sessions.length };
}

/**
 * The closure line of a monthly unlimited plan (ADR 0040): the month before is shared by the class's sessions in it,
 * and the closed ones are taken off this month, rounded half up, at most what is left after the other lines (a
 * closure may make a month free: an unlimited plan has no sessions to renew on a settled month).
 */
function closureLines(facts: PeriodFacts, listAmount: number, left: number): PriceLine[] {
  const closure = facts.closures;
  if (facts.plan !== 'pool_monthly' || !closure?.refund || left <= 0) return [];
  // The month before, and each earlier month whose following months were all charged (its share could not come off
  // them), oldest first; a month's own charge is left out of what was given, so a charged month reprices as charged.
  const charged = new Set(closure.ledger?.charged ?? []);
  const months: string[] = [];
  let month = previousPeriodOf(facts.period);
  while (months.length < CLOSURE_LOOKBACK_MONTHS && month >= facts.startsOn.slice(0, 7)) {
    months.unshift(month);
    if (!closure.ledger || !charged.has(month)) break;
    month = previousPeriodOf(month);
  }
  const lines: PriceLine[] = [];
  let remaining = left;
  for (const closedPeriod of months) {
    const { sessionsClosed, sessionsInPeriod } = closedShareOf(closure, closedPeriod, facts.startsOn);
    if (sessionsClosed === 0 || sessionsInPeriod === 0) continue;
    const given = (closure.ledger?.given ?? [])
      .filter((g) => g.period === closedPeriod && g.chargedIn !== facts.period)
      .reduce((sum, g) => sum + g.amount, 0);
    const off = Math.min(mulDivHalfUp(listAmount, sessionsClosed, sessionsInPeriod) - given, remaining);
    if (off <= 0) continue;
    remaining -= off;
    lines.push({ kind: 'closure', amount: -off, period: closedPeriod, sessionsClosed, sessionsInPeriod });
  }
  return lines;
}

/**
 * What a card subscription charges every month: the period's amount without its closure line, which gives back one
 * closed month once and must not lower every charge after it.
 */
export function amountWithoutClosure(price: Pick<PeriodPrice, 'amount' | 'lines'>): number {
  return price.amount - price.lines.reduce((sum, line) => sum + (line.kind === 'closure' ? line.amount : 0), 0);
}

/** An active enrollment as the family's order sees it. */
export type FamilyEnrollment = {
  id: string;
  childId: string;
  parentId: string;
  birthDate: string;
  startsOn: string;
  createdAt: Date;
};

/** Earlier first: the day the child started, then when the enrollment was made. */
function byStartDay(a: FamilyEnrollment, b: FamilyEnrollment): number {
  return a.startsOn.localeCompare(b.startsOn) || a.createdAt.getTime() - b.createdAt.getTime();
}

/** `byStartDay`, then the id: a total order. */
function byStart(a: FamilyEnrollment, b: FamilyEnrollment): number {
  return byStartDay(a, b) || a.id.localeCompare(b.id);
}

/**
 * The family's order (ADR 0033): children ranked by the start of their earliest active enrollment (then birth date,
 * then id), each child's enrollments by their start. The first child and each child's first class pay full price.
 * It depends only on enrollments, never on who paid first, so two payments racing price the same way.
 */
export function familyRanks(rows: FamilyEnrollment[]): Map<string, { childRank: number; classRank: number }> {
  const ranks = new Map<string, { childRank: number; classRank: number }>();
  for (const family of groupBy(rows, (r) => r.parentId)) {
    // Sorted by start, each child's list begins with its earliest enrollment.
    const byChild = groupBy([...family].sort(byStart), (r) => r.childId).map((list) => ({
      first: list[0] as FamilyEnrollment,
      list,
    }));
    byChild.sort(
      (a, b) =>
        byStartDay(a.first, b.first) ||
        a.first.birthDate.localeCompare(b.first.birthDate) ||
        a.first.childId.localeCompare(b.first.childId),
    );
    for (const [c, { list }] of byChild.entries()) {
      for (const [k, e] of list.entries()) ranks.set(e.id, { childRank: c + 1, classRank: k + 1 });
    }
  }
  return ranks;
}

/** Items grouped by a key, in the order each key first appears (Node 20 has no Map.groupBy). */
function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

/**
 * The price of one period: the plan's price; for the period the child starts in, only the sessions left (when the
 * club pro-rates); then the largest one discount that applies, computed on what is left; then, for a monthly
 * unlimited plan, the share of the month before that a closure of a week or more took (when the club gives it back).
 * Kindergarten plans are billed by attendance (their bills are priced elsewhere): nothing is due up front.
 */
export function pricePeriod(facts: PeriodFacts): PeriodPrice {
  const listAmount = computePlanPrice(facts.plan, facts.prices) ?? 0;
  if (listAmount <= 0) return { listAmount: 0, lines: [], amount: 0 };
  const lines: PriceLine[] = [];
  const first = firstPeriodLine(facts, listAmount);
  if (first) lines.push(first);
  const afterFirst = listAmount + (first?.amount ?? 0);
  const discount = discountLine(facts, afterFirst);
  if (discount) lines.push(discount);
  const afterDiscount = Math.max(0, afterFirst + (discount?.amount ?? 0));
  const closure = closureLines(facts, listAmount, afterDiscount);
  lines.push(...closure);
  return { listAmount, lines, amount: afterDiscount + closure.reduce((sum, line) => sum + line.amount, 0) };
}

/** 'YYYY-MM' of the month before `period`. */
export function previousPeriodOf(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' of the month after `period`. */
export function nextPeriodOf(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
