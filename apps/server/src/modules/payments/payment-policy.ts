// Who may touch which payment: a parent their own, an instructor those of their classes' children, an admin all.
// Anything outside an actor's reach answers exactly like an unknown id.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classes, enrollments, payments } from '../../db/schema/index.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../lib/errors.js';

export type Actor = Pick<SessionUser, 'id' | 'role'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const paymentNotFound = () => new AppError('NOT_FOUND', 'Payment not found');

/** Enrollment ids of the classes an instructor teaches. */
const instructorEnrollments = (instructorId: string) =>
  sql`(select ${enrollments.id} from ${enrollments} join ${classes} on ${classes.id} = ${enrollments.classId}
       where ${classes.instructorId} = ${instructorId})`;

/** The rows of `payments` an actor may read, as a SQL condition (undefined = all). */
export function paymentScope(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.role === 'instructor') return inArray(payments.enrollmentId, instructorEnrollments(actor.id));
  return eq(payments.parentId, actor.id);
}

export type PaymentAction = 'read' | 'pay' | 'validate' | 'refund';

/**
 * Loads a payment the actor may act on, locked for update inside a transaction when `lock` is set.
 * Paying is for the parent who owes it; validating for the class's instructor or an admin; refunds for admins.
 */
export async function findPaymentFor(
  db: Db | Tx,
  actor: Actor,
  paymentId: string,
  action: PaymentAction,
  lock = false,
) {
  if (!UUID.test(paymentId)) throw paymentNotFound();
  const allowed =
    action === 'pay'
      ? actor.role === 'admin'
        ? undefined
        : eq(payments.parentId, actor.id)
      : action === 'refund'
        ? actor.role === 'admin'
          ? undefined
          : sql`false`
        : action === 'validate' && actor.role === 'parent'
          ? sql`false`
          : paymentScope(actor);
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), allowed))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw paymentNotFound();
  return row;
}
