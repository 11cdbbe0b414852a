// The devices of an account that allow push: saved from the browser's PushSubscription, listed without their keys,
// removed by their owner (or by the sender when the push service says they are gone).
import type { PushDevice, PushSubscriptionInput } from '@swim/shared/api/push';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { describeUserAgent } from './push-device-name.js';

/** Devices kept per account: a new one beyond this pushes out the longest-registered ones. */
export const MAX_DEVICES_PER_ACCOUNT = 20;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari, Opera and Samsung Internet use one of them). In
 * production the server sends only there: an account cannot make it POST anywhere else (its own network, a cloud's
 * metadata address, a name that resolves inside), whatever the address's spelling.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

function isPushService(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known));
}

/**
 * Where the server may send pushes: in production, a known push service over https on its standard port. Outside
 * production any https address, and http to this machine, for a push service running beside the server in
 * development and tests.
 */
export function isAcceptedEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return !production && LOOPBACK_NAMES.has(url.hostname);
  if (url.protocol !== 'https:') return false;
  return !production || (url.port === '' && isPushService(url.hostname));
}

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

function toDevice(row: SubscriptionRow): PushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    ...describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}

export type SaveSubscriptionInput = {
  userId: string;
  subscription: PushSubscriptionInput;
  userAgent: string | null;
  production: boolean;
};

/**
 * Keeps the browser's subscription for the account. The endpoint is unique: a browser that subscribes again (new
 * keys) updates its row, and one that another account had used (a shared computer) moves to this account.
 */
export async function saveSubscription(db: Db, input: SaveSubscriptionInput): Promise<PushDevice> {
  const { userId, subscription } = input;
  if (!isAcceptedEndpoint(subscription.endpoint, input.production)) {
    throw new AppError('VALIDATION_FAILED', 'The push service address is not accepted', [
      { path: 'endpoint', message: 'invalid' },
    ]);
  }
  const userAgent = input.userAgent?.slice(0, 400) ?? null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          userAgent,
          // A device moving to another account starts afresh there.
          createdAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.createdAt} else now() end`,
          lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.lastSuccessAt} end`,
          userId,
        },
      })
      .returning();
    if (!row) throw new Error('push subscription upsert returned no row');
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_ACCOUNT);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return toDevice(row);
  });
}

/** Forgets one of the caller's own devices; another account's endpoint is answered like an unknown one. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('No such device among yours');
}

/** The account's devices, newest first. */
export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map(toDevice);
}
