// Sends a notice's push to every device of an account through the Web Push protocol: the payload encrypted for the
// device (RFC 8291, aes128gcm) and the request signed with the server's VAPID key (RFC 8292), by the `web-push`
// library. The request itself goes out through fetch, so that a push service on http (the local stand-in in
// development and tests) is reached as well as the real ones on https.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { type PushPayload, pushSubscriptions } from '../../db/schema/index.js';
import type { PushOutcome, PushSender } from './push-port.js';
import type { VapidKeySource, VapidKeys } from './push-keys.js';

/** A notice older than a day is stale: the push service may drop it if the device stays offline that long. */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** How long one push service may take to answer before the device counts as failed this time. */
export const PUSH_TIMEOUT_MS = 10_000;
/** Push services take 4096 bytes of encrypted record; the text is shortened to stay well within it. */
const MAX_PAYLOAD_BYTES = 3000;

export type WebPushSenderDeps = {
  db: Db;
  /** The server's VAPID keys (read when the first push leaves). */
  keys: VapidKeySource;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Per request; PUSH_TIMEOUT_MS by default. */
  timeoutMs?: number;
  now?: () => Date;
};

type Subscription = typeof pushSubscriptions.$inferSelect;
type DeviceResult = 'delivered' | 'removed' | 'failed';

/** The payload as JSON, its body shortened (with an ellipsis) when the whole would not fit one push. */
export function encodePayload(payload: PushPayload): string {
  const chars = Array.from(payload.body);
  let kept = chars.length;
  let text = JSON.stringify(payload);
  while (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES && kept > 0) {
    kept = Math.floor(kept * 0.9);
    text = JSON.stringify({ ...payload, body: `${chars.slice(0, kept).join('')}…` });
  }
  return text;
}

/** The PushSender the app uses: the Web Push protocol with the server's VAPID keys. */
export function createWebPushSender(deps: WebPushSenderDeps): PushSender {
  const timeoutMs = deps.timeoutMs ?? PUSH_TIMEOUT_MS;
  const now = deps.now ?? (() => new Date());

  const sendOne = async (subscription: Subscription, text: string, vapid: VapidKeys): Promise<DeviceResult> => {
    const origin = new URL(subscription.endpoint).origin;
    let status: number;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        text,
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      status = response.status;
    } catch (error) {
      deps.log.warn({ pushService: origin, err: error }, 'push not delivered: the push service did not answer');
      return 'failed';
    }
    if (status >= 200 && status < 300) {
      await deps.db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: now() })
        .where(eq(pushSubscriptions.id, subscription.id));
      return 'delivered';
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed or the subscription expired: it will never take a push again. Only this row, as
      // it was read: the same endpoint saved again meanwhile (new keys) stays.
      await deps.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, subscription.id), eq(pushSubscriptions.p256dh, subscription.p256dh)));
      return 'removed';
    }
    deps.log.warn({ pushService: origin, status }, 'push not delivered: the push service refused it');
    return 'failed';
  };

  return {
    async sendToUser(userId, payload) {
      const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      if (devices.length === 0) return { delivered: 0, removed: 0, failed: 0 };
      const vapid = await deps.keys();
      const text = encodePayload(payload);
      const results = await Promise.all(
        devices.map((device) => sendOne(device, text, vapid).catch((): DeviceResult => 'failed')),
      );
      const outcome: PushOutcome = { delivered: 0, removed: 0, failed: 0 };
      for (const result of results) outcome[result] += 1;
      return outcome;
    },
  };
}
