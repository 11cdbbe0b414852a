// Card subscriptions in leva once the club prices in euro (ADR 0036). The card provider keeps a subscription's
// currency, so each one is set to end after the month already paid: marked here in the database first (inside the
// changeover's transaction), then, after it commits, told to the provider and mailed to the parent. A provider that
// is down leaves the mark in place; the next run (a job every 15 minutes, or the changeover run again) picks it up.
// A subscription the provider confirmed is never sent to it again, and its parent is mailed once.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { pickText } from '@swim/shared/localized';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { children, classes, clubSettings, enrollments, payments, subscriptions, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { personName } from '../../lib/person-name.js';
import type { PaymentsDeps } from '../payments/payments-deps.js';
import type { SubscriptionView } from '../payments/provider/payment-provider.js';
import { upsertSubscription } from '../payments/provider-sync.js';
import { readClubSettings } from '../settings/settings.service.js';
import { FROM, TO } from './changeover-plan.js';
import { subscriptionEndsMail } from './subscription-ends-mail.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Sets subscriptions to end at their period's end, in the caller's transaction: `cancel_at` (what the parent's own
 * cancellation sets, so every screen shows it ending) and the changeover's mark, with an audit entry each. Answers the
 * ids it marked; one marked before, ended, or already set to end by the parent is left alone.
 */
export async function markSubscriptionsToEnd(
  tx: Tx,
  { ids, actorId, now }: { ids: string[]; actorId: string | null; now: Date },
): Promise<string[]> {
  if (ids.length === 0) return [];
  const marked = await tx
    .update(subscriptions)
    .set({ euroChangeoverAt: now, cancelAt: sql`${subscriptions.currentPeriodEnd}` })
    .where(
      and(
        inArray(subscriptions.id, ids),
        eq(subscriptions.currency, FROM),
        ne(subscriptions.status, 'canceled'),
        isNull(subscriptions.cancelAt),
        isNull(subscriptions.euroChangeoverAt),
      ),
    )
    .returning({ id: subscriptions.id });
  for (const { id } of marked) {
    await recordAudit(tx, {
      actorId,
      action: 'subscription.cancel_scheduled',
      entityType: 'subscription',
      entityId: id,
      details: { reason: 'currency_changeover' },
    });
  }
  return marked.map((m) => m.id);
}

/**
 * Asks the provider to end the subscription at its period's end and records its answer. False when the provider could
 * not be reached or refused: the mark stays and a later run tries again (with the same idempotency key).
 */
async function confirmEnd(deps: PaymentsDeps, sub: SubscriptionRow): Promise<boolean> {
  let view: SubscriptionView | null = null;
  if (sub.providerSubscriptionId) {
    try {
      view = await deps.provider.updateSubscription(sub.providerSubscriptionId, {
        cancelAtPeriodEnd: true,
        idempotencyKey: `subscription:${sub.id}:euro-changeover`,
      });
    } catch (err) {
      // One that ended at the provider meanwhile (its period ran out, or it was cancelled in the provider's
      // dashboard) needs nothing more; any other failure is retried.
      const current = await deps.provider.getSubscription(sub.providerSubscriptionId).catch(() => null);
      if (current?.status !== 'canceled') {
        deps.log.warn({ err, subscriptionId: sub.id }, 'changeover: a subscription in leva could not be ended yet');
        return false;
      }
      view = current;
    }
  }
  await deps.db.transaction(async (tx) => {
    if (view) await upsertSubscription(tx, view);
    await tx
      .update(subscriptions)
      .set({ euroChangeoverSyncedAt: deps.now() })
      .where(and(eq(subscriptions.id, sub.id), isNull(subscriptions.euroChangeoverSyncedAt)));
  });
  return true;
}

/** Everything the parent's mail names, read once the provider confirmed the end. */
async function loadMailFacts(deps: PaymentsDeps, id: string) {
  const [row] = await deps.db
    .select({
      sub: subscriptions,
      email: users.email,
      language: users.preferredLanguage,
      parentName: personName(users),
      childName: children.fullName,
      classTitle: classes.title,
      paidThrough: sql<string | null>`(select max(${payments.billingPeriod}) from ${payments}
        where ${payments.subscriptionId} = ${subscriptions.id} and ${payments.status} in ('paid', 'refunded'))`,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.parentId))
    .leftJoin(children, eq(children.id, subscriptions.childId))
    .leftJoin(enrollments, eq(enrollments.id, subscriptions.enrollmentId))
    .leftJoin(classes, eq(classes.id, enrollments.classId))
    .where(eq(subscriptions.id, id));
  return row;
}

/** The child's payment page with the class and the first month no longer paid chosen. */
function paymentUrl(deps: PaymentsDeps, sub: SubscriptionRow, endsAt: Date): string {
  if (!sub.childId) return `${deps.publicUrl}/payments`;
  const query = new URLSearchParams({
    ...(sub.enrollmentId ? { enrollment: sub.enrollmentId } : {}),
    period: zonedDate(endsAt, CLUB_TIME_ZONE).slice(0, 7),
  });
  return `${deps.publicUrl}/child/${sub.childId}/payment?${query.toString()}`;
}

/**
 * Mails the parent once: the mail is claimed by its column before it goes to the outbox, and released when writing
 * it failed, so a later run sends it then and two runs never both send it.
 */
async function mailParent(deps: PaymentsDeps, id: string): Promise<void> {
  const [claimed] = await deps.db
    .update(subscriptions)
    .set({ euroChangeoverMailedAt: deps.now() })
    .where(
      and(
        eq(subscriptions.id, id),
        isNull(subscriptions.euroChangeoverMailedAt),
        isNotNull(subscriptions.euroChangeoverSyncedAt),
      ),
    )
    .returning({ id: subscriptions.id });
  if (!claimed) return;
  try {
    const facts = await loadMailFacts(deps, id);
    const endsAt = facts?.sub.cancelAt;
    // Ended already, or no longer set to end (undone at the provider): the mail would tell the parent something untrue.
    if (!facts || !endsAt || facts.sub.status === 'canceled') return;
    const language = facts.language;
    await deps.mailer.send(
      subscriptionEndsMail({
        to: facts.email,
        language,
        parentName: pickText(facts.parentName ?? { bg: '' }, language),
        childName: facts.childName,
        classTitle: facts.classTitle,
        paidThrough: facts.paidThrough,
        endsAt,
        clubName: pickText((await readClubSettings(deps.db)).name, language),
        paymentUrl: paymentUrl(deps, facts.sub, endsAt),
      }),
    );
  } catch (err) {
    deps.log.warn({ err, subscriptionId: id }, 'changeover: the mail about a subscription in leva was not sent yet');
    await deps.db
      .update(subscriptions)
      .set({ euroChangeoverMailedAt: null })
      .where(eq(subscriptions.id, id))
      .catch(() => undefined);
  }
}

/**
 * Finishes what the changeover started, and is safe to run at any time: once the club prices in euro, a subscription
 * still running in leva and not yet set to end (one a checkout opened in leva started after the changeover) is set
 * to end; then each set to end is told to the provider, if it has not confirmed yet, and mailed to its parent, if not
 * mailed yet. Answers how many it set to end now and how many still wait for the provider.
 */
export async function finishSubscriptionEnds(deps: PaymentsDeps): Promise<{ marked: number; waiting: number }> {
  const [settings] = await deps.db.select({ currency: clubSettings.currency }).from(clubSettings);
  let marked = 0;
  if (settings?.currency === TO) {
    marked = (
      await deps.db.transaction(async (tx) => {
        const late = await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.currency, FROM),
              ne(subscriptions.status, 'canceled'),
              isNull(subscriptions.cancelAt),
              isNull(subscriptions.euroChangeoverAt),
            ),
          );
        return markSubscriptionsToEnd(tx, { ids: late.map((s) => s.id), actorId: null, now: deps.now() });
      })
    ).length;
  }
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.euroChangeoverAt),
        ne(subscriptions.status, 'canceled'),
        or(isNull(subscriptions.euroChangeoverSyncedAt), isNull(subscriptions.euroChangeoverMailedAt)),
      ),
    )
    .orderBy(subscriptions.euroChangeoverAt, subscriptions.id);
  let waiting = 0;
  for (const sub of due) {
    if (!sub.euroChangeoverSyncedAt && !(await confirmEnd(deps, sub))) {
      waiting += 1;
      continue;
    }
    await mailParent(deps, sub.id);
  }
  return { marked, waiting };
}
