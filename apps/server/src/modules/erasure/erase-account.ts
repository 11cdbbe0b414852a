// Erasing a parent's account (issue 29 item 4, ADR 0049), inside the erasure's transaction: the account becomes a
// pseudonym that can never sign in again (no password, no Google link, no session), and everything personal that
// hangs off it goes. Payments, refunds, invoices and credit notes stay; issued documents keep the names they were
// issued to, as the law requires.
import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { ErasureStepName } from '@swim/shared/api/erasure';
import type { Tx } from '../../db/client.js';
import {
  accounts,
  arrearsNotes,
  calendarFeeds,
  contactMessages,
  dataExports,
  noticeDeliveries,
  noticePreferences,
  orders,
  payments,
  testProviderObjects,
  pushSubscriptions,
  sessions,
  trialBookings,
  users,
  verifications,
} from '../../db/schema/index.js';
import { type ErasureStep, mentions, pseudonymCode } from './erasure-steps.js';

/** The steps, the export files to remove once committed, and the account's new (pseudonymous) address. */
export type AccountErased = { steps: ErasureStep[]; exportFiles: (string | null)[]; address: string };

/** The reserved domain (RFC 2606): an erased account's address can never receive mail or match a real one. */
export const ERASED_DOMAIN = 'erased.invalid';

/** Erases the account's own data; answers the steps and the pseudonymous address it now has. */
export async function eraseAccount(tx: Tx, user: { id: string; email: string }, now: Date): Promise<AccountErased> {
  const steps: ErasureStep[] = [];
  // 64 random bits: unique in practice (the unique index would refuse a clash), and no UUID for a screen to show.
  const address = `erased-${randomBytes(8).toString('hex')}@${ERASED_DOMAIN}`;
  const theirAddress = (column: Parameters<typeof sql>[1]) => sql`lower(${column}) = lower(${user.email})`;
  const step = async (name: ErasureStepName, rows: Promise<{ id: string }[]>) => {
    steps.push({ step: name, ids: (await rows).map((r) => r.id) });
  };

  // Signing in: sessions ended, the password and Google link gone, pending mail links void.
  await step('sessions_ended', tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id }));
  await step(
    'sign_in_methods_removed',
    tx.delete(accounts).where(eq(accounts.userId, user.id)).returning({ id: accounts.id }),
  );
  await step(
    'verification_tokens_deleted',
    tx
      .delete(verifications)
      .where(
        or(
          mentions(verifications.identifier, [user.email, user.id]),
          mentions(verifications.value, [user.email, user.id]),
        ),
      )
      .returning({ id: verifications.id }),
  );
  await step(
    'push_subscriptions_deleted',
    tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)).returning({ id: pushSubscriptions.id }),
  );
  await step(
    'notice_preferences_deleted',
    tx
      .delete(noticePreferences)
      .where(eq(noticePreferences.userId, user.id))
      .returning({ id: sql<string>`${noticePreferences.kind} || ':' || ${noticePreferences.channel}` }),
  );
  await step(
    'notice_deliveries_deleted',
    tx.delete(noticeDeliveries).where(eq(noticeDeliveries.userId, user.id)).returning({ id: noticeDeliveries.id }),
  );
  await step(
    'calendar_feeds_deleted',
    tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id)).returning({ id: calendarFeeds.userId }),
  );
  const exports = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, user.id))
    .returning({ id: dataExports.id, fileKey: dataExports.fileKey });
  steps.push({ step: 'data_exports_deleted', ids: exports.map((e) => e.id) });
  await step(
    'staff_notes_deleted',
    tx.delete(arrearsNotes).where(eq(arrearsNotes.parentId, user.id)).returning({ id: arrearsNotes.id }),
  );

  // What they sent and booked as visitors, by account or by address.
  await step(
    'contact_messages_deleted',
    tx
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, user.id), theirAddress(contactMessages.email)))
      .returning({ id: contactMessages.id }),
  );
  await step(
    'trial_bookings_deleted',
    tx
      .delete(trialBookings)
      .where(or(eq(trialBookings.userId, user.id), theirAddress(trialBookings.email)))
      .returning({ id: trialBookings.id }),
  );

  // Records kept for accounting lose what is not needed there: the parent's own notes, the buyer's contacts.
  await step(
    'payment_notes_cleared',
    tx
      .update(payments)
      .set({ parentNotes: null, staffNote: null, rejectionReason: null })
      .where(
        sql`${payments.parentId} = ${user.id}
          and coalesce(${payments.parentNotes}, ${payments.staffNote}, ${payments.rejectionReason}) is not null`,
      )
      .returning({ id: payments.id }),
  );
  // The built-in card provider (the stand-in for Stripe) keeps the checkout's address like Stripe's customer record.
  await tx
    .update(testProviderObjects)
    .set({ data: sql`jsonb_set(${testProviderObjects.data}, '{customer_email}', '""'::jsonb)` })
    .where(sql`lower(${testProviderObjects.data} ->> 'customer_email') = lower(${user.email})`);
  const code = pseudonymCode();
  await step(
    'orders_contacts_cleared',
    tx
      .update(orders)
      .set({ customerName: `Erased account ${code}`, email: address, phone: '', shippingAddress: '' })
      .where(or(eq(orders.userId, user.id), theirAddress(orders.email)))
      .returning({ id: orders.id }),
  );

  await tx
    .update(users)
    .set({
      name: `Erased account ${code}`,
      email: address,
      emailVerified: false,
      phone: null,
      image: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  steps.push({ step: 'account_pseudonymised', ids: [user.id] });
  return { steps, exportFiles: exports.map((e) => e.fileKey), address };
}
