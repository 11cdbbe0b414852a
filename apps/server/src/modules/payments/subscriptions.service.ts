// Monthly card subscriptions: list, detail with each period's payment, cancel at period end, resume, change plan.
// The provider holds the truth; every change goes to it first and our row is synced from its answer.
import type { Subscription, SubscriptionDetail } from '@swim/shared/api/payments';
import { type Currency, type PlanType, PLAN_TYPES } from '@swim/shared/enums';
import { offeredPlans } from '@swim/shared/plan-fit';
import { amountWithoutClosure, pricePeriod } from '@swim/shared/period-price';
import { convertMinor } from '@swim/shared/money';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  children,
  classes,
  clubSettings,
  enrollments,
  locations,
  payments,
  subscriptions,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { nextPeriodOf } from '@swim/shared/period-price';
import { loadPriceFacts } from './period-price.service.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '@swim/shared/uuid';
import { type Actor, subscriptionScope } from '../access/access-policy.js';
import { listPaymentViews } from './payment-view.js';
import type { PaymentsDeps } from './payments-deps.js';
import { upsertSubscription } from './provider-sync.js';

const notFound = () => new AppError('NOT_FOUND', 'Subscription not found');

function select(db: Db) {
  return db
    .select({
      s: subscriptions,
      childName: children.fullName,
      classTitle: classes.title,
      paidThrough: sql<string | null>`(select max(${payments.billingPeriod}) from ${payments}
        where ${payments.subscriptionId} = ${subscriptions.id} and ${payments.status} in ('paid', 'refunded'))`,
    })
    .from(subscriptions)
    .leftJoin(children, eq(children.id, subscriptions.childId))
    .leftJoin(enrollments, eq(enrollments.id, subscriptions.enrollmentId))
    .leftJoin(classes, eq(classes.id, enrollments.classId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toSubscription({ s, childName, classTitle, paidThrough }: Row): Subscription {
  return {
    id: s.id,
    childId: s.childId,
    childName,
    enrollmentId: s.enrollmentId,
    classTitle,
    plan: s.plan,
    nextPlan: s.nextPlan,
    amount: s.amount,
    currency: s.currency,
    status: s.status,
    currentPeriodStart: s.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    paidThrough: paidThrough ?? null,
    cancelAt: s.cancelAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The actor's subscriptions, newest first. */
export async function listSubscriptions(db: Db, actor: Actor): Promise<Subscription[]> {
  const rows = await select(db).where(subscriptionScope(actor)).orderBy(desc(subscriptions.createdAt));
  return rows.map(toSubscription);
}

async function findSubscription(db: Db, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await select(db)
    .where(and(eq(subscriptions.id, id), subscriptionScope(actor)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One subscription with its invoices and the plans it can switch to. */
export async function getSubscription(db: Db, actor: Actor, id: string): Promise<SubscriptionDetail> {
  const row = await findSubscription(db, actor, id);
  const invoices = await listPaymentViews(db, eq(payments.subscriptionId, row.s.id));
  return { ...toSubscription(row), invoices, planOptions: await planOptions(db, row.s) };
}

/**
 * The plans the subscription can switch to: the class's offered plans (ADR 0032), each with its monthly price from the
 * next period on (with the family's discount, ADR 0033), and the plan it is on now even where the class's week no
 * longer fills it (staying on it, or undoing a scheduled switch).
 */
async function planOptions(
  db: Db,
  sub: Pick<typeof subscriptions.$inferSelect, 'enrollmentId' | 'plan' | 'currency' | 'amount'>,
) {
  const { enrollmentId, plan: current } = sub;
  if (!enrollmentId) return [];
  const [row] = await db
    .select({ cls: classes, type: locations.type })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(eq(enrollments.id, enrollmentId));
  const facts = (await loadPriceFacts(db, [enrollmentId])).get(enrollmentId);
  if (!row || !facts) return [];
  const offered = offeredPlans({ locationType: row.type, prices: row.cls, weeklySessions: facts.weekdays.length });
  const period = nextPeriodOf(zonedDate(new Date(), CLUB_TIME_ZONE).slice(0, 7));
  return (
    PLAN_TYPES.filter((plan) => offered.includes(plan) || plan === current)
      // A subscription keeps its currency at the provider: a plan priced in euro after the club's changeover is charged
      // at its value in the subscription's leva (the fixed rate), never as the same number in another currency. The
      // plan it is on keeps what it charges: converting its price to euro and back could move it by a stotinka.
      .map((plan) => ({
        plan,
        amount:
          plan === current && facts.currency !== sub.currency
            ? sub.amount
            : // What the card is charged every month: a closure's share (ADR 0040) is given back once, not monthly.
              convertMinor(amountWithoutClosure(pricePeriod({ ...facts, plan, period })), facts.currency, sub.currency),
      }))
      .filter((p) => p.amount > 0)
  );
}

type Change = { kind: 'cancel' } | { kind: 'resume' } | { kind: 'plan'; plan: PlanType };

/** Whether the club has decided on a currency (club_settings) and it is not the subscription's. */
async function inOtherCurrency(db: Db, currency: Currency): Promise<boolean> {
  const [settings] = await db
    .select({ currency: clubSettings.currency })
    .from(clubSettings)
    .where(eq(clubSettings.id, 1));
  return Boolean(settings?.currency && settings.currency !== currency);
}

/** Cancels at the period's end, resumes before it, or changes the plan from the next period. */
export async function changeSubscription(
  deps: PaymentsDeps,
  { actor, subscriptionId: id, change }: { actor: Actor; subscriptionId: string; change: Change },
) {
  const row = await findSubscription(deps.db, actor, id);
  const sub = row.s;
  if (sub.status === 'canceled' || !sub.providerSubscriptionId) {
    throw new AppError('SUBSCRIPTION_NOT_ACTIVE', 'This subscription is no longer active');
  }
  // A subscription in leva after the club's changeover to the euro ends with its paid month (ADR 0036): resuming it
  // would charge the card in leva again. The parent subscribes again in euro.
  if (change.kind === 'resume' && (sub.euroChangeoverAt || (await inOtherCurrency(deps.db, sub.currency)))) {
    throw new AppError('SUBSCRIPTION_NOT_ACTIVE', 'A subscription in leva ends: subscribe again in euro');
  }
  let nextPlan = sub.nextPlan;
  let price: { amount: number; currency: typeof sub.currency; description: string } | undefined;
  if (change.kind === 'plan') {
    if (!PLAN_TYPES.includes(change.plan)) throw new AppError('VALIDATION_FAILED', 'Unknown plan');
    const option = (await planOptions(deps.db, sub)).find((p) => p.plan === change.plan);
    if (!option) {
      throw new AppError('VALIDATION_FAILED', 'This plan is not offered for the class', [
        { path: 'plan', message: 'planNotOffered' },
      ]);
    }
    nextPlan = change.plan === sub.plan ? null : change.plan;
    price = {
      amount: option.amount,
      currency: sub.currency,
      description: `${row.classTitle?.bg ?? ''} – ${change.plan}`,
    };
  }
  let view: Awaited<ReturnType<typeof deps.provider.updateSubscription>>;
  try {
    view = await deps.provider.updateSubscription(sub.providerSubscriptionId, {
      ...(change.kind === 'cancel' ? { cancelAtPeriodEnd: true } : {}),
      ...(change.kind === 'resume' ? { cancelAtPeriodEnd: false } : {}),
      ...(price ? { price } : {}),
      idempotencyKey: `subscription:${sub.id}:${change.kind}:${change.kind === 'plan' ? change.plan : ''}:${sub.updatedAt.getTime()}`,
    });
  } catch (err) {
    deps.log.warn({ err, subscriptionId: sub.id }, 'subscription change refused by the provider');
    throw new AppError('PROVIDER_ERROR', 'The card provider did not change the subscription');
  }
  await deps.db.transaction(async (tx) => {
    await upsertSubscription(tx, view);
    if (change.kind === 'plan') await tx.update(subscriptions).set({ nextPlan }).where(eq(subscriptions.id, sub.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `subscription.${change.kind === 'plan' ? 'plan_changed' : change.kind === 'cancel' ? 'cancel_scheduled' : 'resumed'}`,
      entityType: 'subscription',
      entityId: sub.id,
      details: change.kind === 'plan' ? { from: sub.plan, to: change.plan } : undefined,
    });
  });
  return toSubscription(await findSubscription(deps.db, actor, id));
}
