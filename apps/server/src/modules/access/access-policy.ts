// Who may do what to which child, class, payment and order, decided in this one place: services ask it, as SQL
// conditions for lists and as loaders that find a record or answer "not found". Routes only say which roles may call
// them (http/access.ts). Anything out of an actor's reach is answered exactly like an unknown id (same code, same
// message), so an id cannot be probed; an id that is not a UUID is answered the same way.
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  children,
  classes,
  dataExports,
  enrollments,
  invoices,
  orders,
  payments,
  subscriptions,
  trialBookings,
  users,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index.js';
import type { SessionUser } from '../../lib/session-user.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '@swim/shared/uuid';

/** Who acts: the signed-in user's id and role (a SessionUser is one). */
export type Actor = Pick<SessionUser, 'id' | 'role'>;

const nothing = sql`false`;

// Children -----------------------------------------------------------------------------------------------------------

export const childNotFound = () => new AppError('CHILD_NOT_FOUND', 'Child not found');

/**
 * What an actor does with a child decides which children it reaches:
 * - 'family': the family screens (/api/children, the dashboard): the actor's own children, whatever the role (a coach
 *   or an admin who is also a parent manages their own children there, and nobody else's);
 * - 'pay': paying for a child's classes: the child's parent, or an admin on the parent's behalf;
 * - 'coach': the coach's workspace (the child's record and progress): an instructor the children with an active
 *   enrollment in one of their classes, an admin every child, a parent their own. A child who left the class is out
 *   of the coach's reach: their medical notes and the family's contacts are no longer the coach's to read;
 * - 'administer': the admin console: admins, every child.
 */
export type ChildAction = 'family' | 'pay' | 'coach' | 'administer';

/** The children an actor reaches for an action, as a condition on `children` (undefined = all). */
export function childScope(actor: Actor, action: 'family'): SQL;
export function childScope(actor: Actor, action: ChildAction): SQL | undefined;
export function childScope(actor: Actor, action: ChildAction): SQL | undefined {
  const own = eq(children.parentId, actor.id);
  // An erased child (issue 29) stays only as the pseudonymous row its payments name: no longer on the family's screens.
  if (action === 'family') return sql`${own} and ${children.erasedAt} is null`;
  if (actor.role === 'admin') return undefined;
  if (action === 'pay') return own;
  if (action === 'administer') return nothing;
  if (actor.role === 'parent') return own;
  if (actor.role === 'instructor') {
    return sql`exists (select 1 from ${enrollments} join ${classes} on ${classes.id} = ${enrollments.classId}
      where ${enrollments.childId} = ${children.id} and ${enrollments.active} and ${classes.instructorId} = ${actor.id})`;
  }
  return nothing;
}

/**
 * The child row the actor reaches for the action, or CHILD_NOT_FOUND: the same answer for unknown ids and children out
 * of reach. The action is always named: 'family' and 'coach' are different children for a coach.
 */
export async function findChildFor(db: Db | Tx, actor: Actor, childId: string, { action }: { action: ChildAction }) {
  if (!isUuid(childId)) throw childNotFound();
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), childScope(actor, action)))
    .limit(1);
  if (!row) throw childNotFound();
  return row;
}

// Classes ------------------------------------------------------------------------------------------------------------

export const classNotFound = () => new AppError('NOT_FOUND', 'Class not found');

/** The classes an actor runs, as a condition on `classes` (undefined = all): an instructor their own, an admin all. */
export function classScope(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.role === 'instructor') return eq(classes.instructorId, actor.id);
  return nothing;
}

/** A class the actor runs, or NOT_FOUND (the same answer for unknown ids and other instructors' classes). */
export async function findClassFor(db: Db | Tx, actor: Actor, classId: string) {
  if (!isUuid(classId)) throw classNotFound();
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), classScope(actor)))
    .limit(1);
  if (!row) throw classNotFound();
  return row;
}

// Payments -----------------------------------------------------------------------------------------------------------

export const paymentNotFound = () => new AppError('NOT_FOUND', 'Payment not found');

/**
 * - 'family': the family screens (the dashboard, what is due): the payments the actor owes or paid as a parent,
 *   whatever the role (an admin or a coach who is also a parent sees their own there, and nobody else's);
 * - 'read': a parent their own payments, an instructor those of enrollments in their classes, an admin all;
 * - 'pay': the parent who owes it, or an admin on their behalf;
 * - 'validate' (confirming cash or a transfer): the class's instructor, or an admin;
 * - 'reject' (marking a declared cash or transfer payment as never received): the class's instructor, or an admin;
 * - 'refund': admins only (instructors never move money out);
 * - 'invoice' (asking for an invoice, reading its documents): the parent who paid it, or an admin for them.
 */
export type PaymentAction = 'family' | 'read' | 'pay' | 'validate' | 'reject' | 'refund' | 'invoice';

/** Enrollment ids of the classes an instructor teaches. */
const instructorEnrollments = (instructorId: string) =>
  sql`(select ${enrollments.id} from ${enrollments} join ${classes} on ${classes.id} = ${enrollments.classId}
       where ${classes.instructorId} = ${instructorId})`;

/** The payments an actor may act on (by default: read), as a condition on `payments` (undefined = all). */
export function paymentScope(actor: Actor, action: 'family'): SQL;
export function paymentScope(actor: Actor, action?: PaymentAction): SQL | undefined;
export function paymentScope(actor: Actor, action: PaymentAction = 'read'): SQL | undefined {
  if (action === 'family') return eq(payments.parentId, actor.id);
  if (actor.role === 'admin') return undefined;
  if (action === 'refund') return nothing;
  if (actor.role === 'instructor' && action !== 'pay' && action !== 'invoice') {
    return inArray(payments.enrollmentId, instructorEnrollments(actor.id));
  }
  if (action === 'validate' || action === 'reject') return nothing;
  return eq(payments.parentId, actor.id);
}

/**
 * A payment the actor may act on, or NOT_FOUND (the same answer for unknown ids and payments out of reach); with
 * `lock`, the row is locked for update (call inside a transaction).
 */
/** A payment's number as the payments_number trigger writes it (migration 0013). */
const PAYMENT_NUMBER = /^PM-\d{4}-\d{6,}$/;

export async function findPaymentFor(
  db: Db | Tx,
  actor: Actor,
  paymentId: string,
  options: { action: PaymentAction; lock?: boolean },
) {
  // A payment is named by its id, or by its number as people read it (PM-2026-000123: a mail's link shows no id).
  const byNumber = PAYMENT_NUMBER.test(paymentId);
  if (!byNumber && !isUuid(paymentId)) throw paymentNotFound();
  const query = db
    .select()
    .from(payments)
    .where(
      and(byNumber ? eq(payments.number, paymentId) : eq(payments.id, paymentId), paymentScope(actor, options.action)),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw paymentNotFound();
  return row;
}

// Enrollments --------------------------------------------------------------------------------------------------------

export const enrollmentNotFound = () => new AppError('NOT_FOUND', 'Enrollment not found');

/**
 * - 'record' (recording cash or a transfer staff received for a period): an active enrollment in one of the
 *   instructor's classes, any active enrollment for an admin; parents record nothing (they declare).
 */
export type EnrollmentAction = 'record';

/** The enrollments an actor may act on, as a condition on `enrollments` (undefined = all). */
export function enrollmentScope(actor: Actor, _action: EnrollmentAction): SQL | undefined {
  if (actor.role === 'admin') return eq(enrollments.active, true);
  if (actor.role === 'instructor') {
    return and(
      eq(enrollments.active, true),
      inArray(
        enrollments.classId,
        sql`(select ${classes.id} from ${classes} where ${classes.instructorId} = ${actor.id})`,
      ),
    );
  }
  return nothing;
}

/**
 * An enrollment the actor may act on, or NOT_FOUND (the same answer for unknown ids and enrollments out of reach);
 * with `lock`, the row is locked for update (call inside a transaction).
 */
export async function findEnrollmentFor(
  db: Db | Tx,
  actor: Actor,
  enrollmentId: string,
  options: { action: EnrollmentAction; lock?: boolean },
) {
  if (!isUuid(enrollmentId)) throw enrollmentNotFound();
  const query = db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), enrollmentScope(actor, options.action)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw enrollmentNotFound();
  return row;
}

// Waiting lists (issue 28) ------------------------------------------------------------------------------------------

export const waitlistEntryNotFound = () => new AppError('NOT_FOUND', 'Waiting list entry not found');
export const offerNotFound = () => new AppError('NOT_FOUND', 'Offer not found');

/**
 * A waiting-list entry of a child of the actor's family ('family', the parent's own screens), or of any child
 * ('administer', admins), or NOT_FOUND (the same answer for unknown ids and other families' entries).
 */
export async function findWaitlistEntryFor(
  db: Db | Tx,
  actor: Actor,
  entryId: string,
  { action }: { action: 'family' | 'administer' },
) {
  if (!isUuid(entryId)) throw waitlistEntryNotFound();
  const [row] = await db
    .select({ entry: waitlistEntries })
    .from(waitlistEntries)
    .innerJoin(children, eq(children.id, waitlistEntries.childId))
    .where(and(eq(waitlistEntries.id, entryId), childScope(actor, action)))
    .limit(1);
  if (!row) throw waitlistEntryNotFound();
  return row.entry;
}

/** An offer of a place to a child of the actor's own family, or NOT_FOUND (unknown ids and other families' alike). */
export async function findWaitlistOfferFor(db: Db | Tx, actor: Actor, offerId: string) {
  if (!isUuid(offerId)) throw offerNotFound();
  const [row] = await db
    .select({ offer: waitlistOffers })
    .from(waitlistOffers)
    .innerJoin(children, eq(children.id, waitlistOffers.childId))
    .where(and(eq(waitlistOffers.id, offerId), childScope(actor, 'family')))
    .limit(1);
  if (!row) throw offerNotFound();
  return row.offer;
}

// Subscriptions ------------------------------------------------------------------------------------------------------

/** The subscriptions an actor may read or cancel, as a condition on `subscriptions`: their own, an admin's every one. */
export function subscriptionScope(actor: Actor): SQL | undefined {
  return actor.role === 'admin' ? undefined : eq(subscriptions.parentId, actor.id);
}

// Orders -------------------------------------------------------------------------------------------------------------

export const orderNotFound = () => new AppError('NOT_FOUND', 'Order not found');

/** An actor with the email it signed in with: a guest order is reached through the verified email it was sent with. */
export type OrderViewer = Actor & Pick<SessionUser, 'email' | 'emailVerified'>;

/**
 * The orders a user sees as their own, as a condition on `orders`: those they placed, and guest orders sent with their
 * email once it is verified. The same for every role: the admin console lists all orders through its own route.
 */
export function orderScope(viewer: OrderViewer): SQL {
  const placed = eq(orders.userId, viewer.id);
  if (!viewer.emailVerified) return placed;
  // Verified as of now in the database: the session may come from its cookie copy (up to SESSION_CACHE_SECONDS old).
  const stillVerified = sql`exists (select 1 from ${users} where ${users.id} = ${viewer.id} and ${users.emailVerified})`;
  const asGuest = and(
    isNull(orders.userId),
    eq(sql`lower(${orders.email})`, viewer.email.toLowerCase()),
    stillVerified,
  );
  return or(placed, asGuest) ?? placed;
}

/** Refuses an id that cannot name an order, before it reaches the database. */
export function assertOrderId(id: string): void {
  if (!isUuid(id)) throw orderNotFound();
}

/**
 * An order its buyer reaches (orderScope: placed by them, or a guest order under their verified email), or any order
 * for an admin; else NOT_FOUND. With `lock`, the row is locked for update (call inside a transaction).
 */
export async function findOrderFor(
  db: Db | Tx,
  viewer: OrderViewer,
  orderId: string,
  options: { lock?: boolean } = {},
) {
  assertOrderId(orderId);
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), viewer.role === 'admin' ? undefined : orderScope(viewer)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw orderNotFound();
  return row;
}

// Invoices -----------------------------------------------------------------------------------------------------------

export const invoiceNotFound = () => new AppError('NOT_FOUND', 'Invoice not found');

/**
 * The invoices and credit notes a viewer may download, as a condition on `invoices` (undefined = all): whoever asked
 * for it, the parent of its payment, the buyer of its order (as orderScope reaches orders), and admins every one.
 */
export function invoiceScope(viewer: OrderViewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  const theirPayment = sql`exists (select 1 from ${payments} where ${payments.id} = ${invoices.paymentId}
    and ${payments.parentId} = ${viewer.id})`;
  const theirOrder = sql`exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and ${orderScope(viewer)})`;
  return or(eq(invoices.requestedBy, viewer.id), theirPayment, theirOrder);
}

/** An invoice or credit note the viewer may download, or NOT_FOUND (the same answer for unknown ids). */
export async function findInvoiceFor(db: Db | Tx, viewer: OrderViewer, invoiceId: string) {
  if (!isUuid(invoiceId)) throw invoiceNotFound();
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), invoiceScope(viewer)))
    .limit(1);
  if (!row) throw invoiceNotFound();
  return row;
}

// Trial lessons (issue 28) -------------------------------------------------------------------------------------------

export const trialNotFound = () => new AppError('NOT_FOUND', 'Trial not found');

/**
 * The trials a user sees as their family's own, as a condition on `trial_bookings`: those linked to the account, and
 * those booked with its email (not linked to another account) once the email is verified, as guest orders are.
 */
export function trialScope(viewer: OrderViewer): SQL {
  const linked = eq(trialBookings.userId, viewer.id);
  if (!viewer.emailVerified) return linked;
  const stillVerified = sql`exists (select 1 from ${users} where ${users.id} = ${viewer.id} and ${users.emailVerified})`;
  const byEmail = and(
    isNull(trialBookings.userId),
    eq(trialBookings.email, viewer.email.trim().toLowerCase()),
    stillVerified,
  );
  return or(linked, byEmail) ?? linked;
}

/** One of the family's own trials (trialScope), or NOT_FOUND (the same answer for unknown ids and other families'). */
export async function findOwnTrial(db: Db | Tx, viewer: OrderViewer, trialId: string) {
  if (!isUuid(trialId)) throw trialNotFound();
  const [row] = await db
    .select()
    .from(trialBookings)
    .where(and(eq(trialBookings.id, trialId), trialScope(viewer)))
    .limit(1);
  if (!row) throw trialNotFound();
  return row;
}

/**
 * A live trial booked into a class the actor runs (the class's coach, or an admin), or NOT_FOUND: the same answer for
 * unknown ids, cancelled trials and other coaches' classes. With `lock`, the row is locked for update.
 */
export async function findCoachedTrial(
  db: Db | Tx,
  actor: Actor,
  { classId, trialId, lock = false }: { classId: string; trialId: string; lock?: boolean },
) {
  const cls = await findClassFor(db, actor, classId);
  if (!isUuid(trialId)) throw trialNotFound();
  const query = db
    .select()
    .from(trialBookings)
    .where(and(eq(trialBookings.id, trialId), eq(trialBookings.classId, cls.id), isNull(trialBookings.cancelledAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw trialNotFound();
  return { cls, trial: row };
}

// A family's data exports (issue 29) ----------------------------------------------------------------------------------

export const dataExportNotFound = () => new AppError('NOT_FOUND', 'Export not found');

/**
 * One of the actor's own exports, or NOT_FOUND: the same answer for unknown ids and anyone else's export, whatever the
 * role (an admin reaches no other account's export either).
 */
export async function findOwnDataExport(db: Db | Tx, actor: Actor, exportId: string) {
  if (!isUuid(exportId)) throw dataExportNotFound();
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, actor.id)))
    .limit(1);
  if (!row) throw dataExportNotFound();
  return row;
}
