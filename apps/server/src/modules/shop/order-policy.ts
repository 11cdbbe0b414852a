// Who may see an order: the user who placed it, and for a guest order the user whose verified email it was sent
// with. Anyone else gets the same answer as for an order that does not exist.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { orders, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export type OrderViewer = { id: string; email: string; emailVerified: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The condition selecting the orders a user may see. */
export function ownOrders(viewer: OrderViewer): SQL {
  const placed = eq(orders.userId, viewer.id);
  if (!viewer.emailVerified) return placed;
  // Verified as of now in the database: the session may come from its cookie copy (up to SESSION_CACHE_SECONDS old).
  const stillVerified = sql`exists (select 1 from ${users} where ${users.id} = ${viewer.id} and ${users.emailVerified})`;
  const asGuest = and(
    isNull(orders.userId),
    eq(sql`lower(${orders.email})`, viewer.email.toLowerCase()),
    stillVerified,
  );
  return or(placed, asGuest) as SQL;
}

export const orderNotFound = () => new AppError('NOT_FOUND', 'Order not found');

/** Refuses an id that cannot name an order, before it reaches the database. */
export function assertOrderId(id: string): void {
  if (!UUID.test(id)) throw orderNotFound();
}
