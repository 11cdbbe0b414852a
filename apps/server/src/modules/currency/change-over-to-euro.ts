// Switches a club still in leva to the euro (issue 24): every price, open payment and unpaid bill converted at the
// fixed rate in one transaction under the settings row's lock, one audit entry with every amount before and after.
// Paid history stays in leva as it was paid. Card subscriptions in leva are set to end after their paid month (the
// provider told and the parents mailed after the commit: end-leva-subscriptions.ts). A second run (or a concurrent
// one, which waits) finds nothing to convert; it only retries what the provider has not confirmed yet.
import type { ChangeoverPreview, ChangeoverResult } from '@swim/shared/api/currency-changeover';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classes, clubSettings, kindergartenBills, payments, products } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import { syncCheckout } from '../payments/provider-sync.js';
import { finishSubscriptionEnds, markSubscriptionsToEnd } from './end-leva-subscriptions.js';
import {
  type ChangeoverPlan,
  FROM,
  TO,
  countPlan,
  loadChangeoverPlan,
  planChanges,
  samplePlan,
} from './changeover-plan.js';

/** What the changeover would do now, without doing it. */
export async function previewChangeover(db: Db): Promise<ChangeoverPreview> {
  return describe(await loadChangeoverPlan(db, { lock: false }));
}

function describe(plan: ChangeoverPlan): ChangeoverPreview {
  return {
    currency: plan.currency,
    counts: countPlan(plan),
    samples: samplePlan(plan),
    subscriptionsWaiting: plan.subscriptionsWaiting,
    ordersInLeva: plan.ordersInLeva,
  };
}

/**
 * Closes a card checkout opened in leva, as a new try does (stale-checkout path): expired at the provider, then the
 * payment synced from it: failed, or paid (in leva, as history) when the parent finished it first. Answers whether
 * it was closed; a provider failure leaves it to the transaction, which fails the try anyway.
 */
async function closeCheckout(deps: PaymentsDeps, checkoutId: string): Promise<boolean> {
  try {
    const checkout = await deps.provider.getCheckout(checkoutId);
    if (checkout.status === 'open') await deps.provider.expireCheckout(checkoutId);
    await syncCheckout(deps, checkoutId);
    return true;
  } catch (err) {
    deps.log.warn({ err, checkoutId }, 'changeover: a card checkout in leva could not be closed');
    return false;
  }
}

/**
 * Writes the plan: every amount in euro, each card subscription in leva set to end after its paid month (the provider
 * is told after the commit), the club's currency EUR, and the audit entry.
 */
async function applyPlan(tx: Tx, plan: ChangeoverPlan, { actorId, now }: { actorId: string | null; now: Date }) {
  for (const c of plan.classes) {
    await tx
      .update(classes)
      .set({ pricePerClass: c.pricePerClass.to, monthlyPrice: c.monthlyPrice?.to ?? null, currency: TO })
      .where(and(eq(classes.id, c.id), eq(classes.currency, FROM)));
  }
  for (const p of plan.products) {
    await tx
      .update(products)
      .set({ price: p.price.to, currency: TO })
      .where(and(eq(products.id, p.id), eq(products.currency, FROM)));
  }
  for (const p of plan.payments) {
    await tx
      .update(payments)
      .set({
        amount: p.amount.to,
        listAmount: p.listAmount?.to ?? null,
        priceLines: p.priceLines,
        monthDue: p.monthDue?.to ?? null,
        closureLines: p.closureLines,
        currency: TO,
      })
      .where(and(eq(payments.id, p.id), eq(payments.currency, FROM)));
  }
  // A card try still open in leva cannot be repriced: it fails (the parent starts a new one in euro).
  for (const t of plan.cardTries) {
    await tx
      .update(payments)
      .set({ status: 'failed' })
      .where(and(eq(payments.id, t.id), eq(payments.status, 'pending')));
  }
  for (const b of plan.bills) {
    await tx
      .update(kindergartenBills)
      .set({ amount: b.amount.to, currency: TO })
      .where(and(eq(kindergartenBills.id, b.id), eq(kindergartenBills.currency, FROM)));
  }
  const ended = await markSubscriptionsToEnd(tx, { ids: plan.subscriptions.map((s) => s.id), actorId, now });
  await tx
    .update(clubSettings)
    .set({ currency: TO, ...(plan.pricing ? { pricing: plan.pricing.to } : {}), updatedAt: new Date() })
    .where(eq(clubSettings.id, 1));
  await recordAudit(tx, {
    actorId,
    action: 'settings.currency_changed',
    entityType: 'settings',
    entityId: '1',
    details: {
      currency: { from: plan.currency, to: TO },
      classes: plan.classes.map(({ id, title, pricePerClass, monthlyPrice }) => ({
        id,
        title,
        pricePerClass,
        monthlyPrice,
      })),
      products: plan.products,
      payments: plan.payments.map(({ id, number, amount, listAmount }) => ({ id, number, amount, listAmount })),
      bills: plan.bills,
      discounts: plan.pricing ? { from: plan.pricing.from, to: plan.pricing.to } : null,
      checkouts: plan.cardTries.map((t) => t.number),
      subscriptions: ended.length,
    },
  });
}

/** Converts the club to the euro; answers what changed (nothing, `changed: false`, when already done). */
export async function changeOverToEuro(
  deps: PaymentsDeps,
  { actorId }: { actorId: string | null },
): Promise<ChangeoverResult> {
  // Provider calls never run inside a transaction: card checkouts in leva are closed first.
  const before = await loadChangeoverPlan(deps.db, { lock: false });
  let closed = 0;
  for (const t of before.cardTries) if (t.checkoutId && (await closeCheckout(deps, t.checkoutId))) closed += 1;

  const plan = await deps.db.transaction(async (tx) => {
    // The settings row is the changeover's lock: a concurrent run waits here, then finds nothing left in leva.
    await tx
      .insert(clubSettings)
      .values({ id: 1, ...DEFAULT_CLUB_SETTINGS, pricing: DEFAULT_PRICING })
      .onConflictDoNothing();
    const locked = await loadChangeoverPlan(tx, { lock: true });
    if (!planChanges(locked)) return null;
    await applyPlan(tx, locked, { actorId, now: deps.now() });
    return locked;
  });

  // A try failed above may have opened its checkout meanwhile: it must never be paid in leva.
  for (const t of plan?.cardTries ?? []) if (t.checkoutId) await closeCheckout(deps, t.checkoutId);
  // After the commit: the provider ends each subscription set to end (also any an earlier run left waiting, or one a
  // checkout closed above started in leva), and each parent is mailed once.
  const subscriptionEnds = await finishSubscriptionEnds(deps);
  if (!plan) {
    // Nothing left in leva: done before, or by a run that held the lock first (which closes the same checkouts).
    const left = describe(await loadChangeoverPlan(deps.db, { lock: false }));
    return {
      ...left,
      counts: { ...left.counts, subscriptions: subscriptionEnds.marked },
      subscriptionsWaiting: subscriptionEnds.waiting,
      changed: subscriptionEnds.marked > 0,
    };
  }
  const result = describe(plan);
  return {
    ...result,
    currency: TO,
    counts: {
      ...result.counts,
      checkouts: result.counts.checkouts + closed,
      subscriptions: result.counts.subscriptions + subscriptionEnds.marked,
    },
    subscriptionsWaiting: subscriptionEnds.waiting,
    changed: true,
  };
}
