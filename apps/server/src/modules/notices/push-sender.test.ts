// The push sender against a local push service that speaks the protocol: what arrives is signed with the server's
// VAPID key and decrypts to what was sent; a gone subscription is removed; an outage is counted and kept.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { type PushStandin, type StandinSubscription, startPushStandin } from '../../test/push-service-standin.js';
import { encodePayload, createWebPushSender } from './push-sender.js';
import type { VapidKeys } from './push-keys.js';

const t = useTestApp();
let standin: PushStandin;
let vapid: VapidKeys;
const quiet = { warn: () => undefined };
const payload = { title: 'Плащане след 3 дни', body: 'Такса за май: 80,00 €', url: '/payments', tag: 'payment_due' };

beforeAll(async () => {
  standin = await startPushStandin();
  vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:info@delfin-swim.bg' };
});
afterAll(async () => standin?.close());

/** A device of the user subscribed at the stand-in with the server's key, saved as the API would save it. */
async function addDevice(userId: string): Promise<StandinSubscription> {
  const subscription = standin.subscribe({ applicationServerKey: vapid.publicKey });
  await t.database.db.insert(pushSubscriptions).values({
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
  return subscription;
}

const rowsOf = (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('push sender', () => {
  it('delivers a push the push service accepts: signed for its origin, and decrypting to the payload sent', async () => {
    const user = await buildUser(t.database.db);
    const device = await addDevice(user.id);
    const sender = createWebPushSender({ db: t.database.db, keys: async () => vapid, log: quiet });

    const outcome = await sender.sendToUser(user.id, payload);

    expect(outcome).toEqual({ delivered: 1, removed: 0, failed: 0 });
    const push = await standin.waitForPush(device.id);
    expect(push.json).toEqual(payload);
    expect(push.vapid.publicKey).toBe(vapid.publicKey);
    expect(push.vapid.aud).toBe(standin.origin);
    expect(push.vapid.sub).toBe('mailto:info@delfin-swim.bg');
    expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(push.ttl).toBe(24 * 3600);
    expect(push.urgency).toBe('normal');
    const [row] = await rowsOf(user.id);
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('removes a subscription the push service says is gone (410 and 404), and only that one', async () => {
    const user = await buildUser(t.database.db);
    const gone = await addDevice(user.id);
    const unknown = await addDevice(user.id);
    const kept = await addDevice(user.id);
    standin.answerWith(gone.id, 410);
    standin.answerWith(unknown.id, 404);
    const sender = createWebPushSender({ db: t.database.db, keys: async () => vapid, log: quiet });

    const outcome = await sender.sendToUser(user.id, payload);

    expect(outcome).toEqual({ delivered: 1, removed: 2, failed: 0 });
    expect((await rowsOf(user.id)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it('keeps a subscription whose push service fails (500) and counts it failed', async () => {
    const user = await buildUser(t.database.db);
    const failing = await addDevice(user.id);
    standin.answerWith(failing.id, 500);
    const sender = createWebPushSender({ db: t.database.db, keys: async () => vapid, log: quiet });

    const outcome = await sender.sendToUser(user.id, payload);

    expect(outcome).toEqual({ delivered: 0, removed: 0, failed: 1 });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lastSuccessAt).toBeNull();
  });

  it('gives up on a push service that does not answer within the timeout, without holding up the others', async () => {
    const user = await buildUser(t.database.db);
    const silent = await addDevice(user.id);
    const device = await addDevice(user.id);
    standin.answerWith(silent.id, 'hang');
    const sender = createWebPushSender({ db: t.database.db, keys: async () => vapid, log: quiet, timeoutMs: 300 });

    const started = Date.now();
    const outcome = await sender.sendToUser(user.id, payload);

    expect(outcome).toEqual({ delivered: 1, removed: 0, failed: 1 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await rowsOf(user.id)).toHaveLength(2);
    await standin.waitForPush(device.id);
  });

  it('counts an unreachable push service as failed rather than throwing', async () => {
    const user = await buildUser(t.database.db);
    await t.database.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: 'http://127.0.0.1:9/push/x',
      p256dh: standin.subscribe().keys.p256dh,
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    const sender = createWebPushSender({ db: t.database.db, keys: async () => vapid, log: quiet });

    await expect(sender.sendToUser(user.id, payload)).resolves.toEqual({ delivered: 0, removed: 0, failed: 1 });
  });

  it('is refused by the push service when signed with another key than the device subscribed with', async () => {
    const user = await buildUser(t.database.db);
    const device = await addDevice(user.id);
    const stranger = { ...webpush.generateVAPIDKeys(), subject: 'mailto:someone@example.test' };
    const sender = createWebPushSender({ db: t.database.db, keys: async () => stranger, log: quiet });

    const outcome = await sender.sendToUser(user.id, payload);

    expect(outcome).toEqual({ delivered: 0, removed: 0, failed: 1 });
    expect(standin.refused).toContainEqual(expect.objectContaining({ subscriptionId: device.id, status: 403 }));
  });

  it('sends nothing and reports nothing for an account without devices', async () => {
    const user = await buildUser(t.database.db);
    const sender = createWebPushSender({ db: t.database.db, keys: async () => vapid, log: quiet });
    await expect(sender.sendToUser(user.id, payload)).resolves.toEqual({ delivered: 0, removed: 0, failed: 0 });
  });

  it('shortens a body too long for one push, and the shortened text still arrives whole', async () => {
    const user = await buildUser(t.database.db);
    const device = await addDevice(user.id);
    const long = { ...payload, body: 'Басейнът е затворен. '.repeat(300) };
    const sender = createWebPushSender({ db: t.database.db, keys: async () => vapid, log: quiet });

    expect((await sender.sendToUser(user.id, long)).delivered).toBe(1);
    const push = await standin.waitForPush(device.id);
    const body = (push.json as { body: string }).body;
    expect(body.endsWith('…')).toBe(true);
    expect(long.body.startsWith(body.slice(0, -1))).toBe(true);
    expect(Buffer.byteLength(push.text)).toBeLessThanOrEqual(3000);
    expect(encodePayload(payload)).toBe(JSON.stringify(payload));
  });
});

describe('push service stand-in', () => {
  it('refuses a push without a valid VAPID signature', async () => {
    const device = standin.subscribe();
    const response = await fetch(device.endpoint, {
      method: 'POST',
      headers: { ttl: '60', 'content-encoding': 'aes128gcm', authorization: 'vapid t=a.b.c, k=BAAA' },
      body: Buffer.alloc(100),
    });
    expect(response.status).toBe(401);
    expect(standin.received.some((push) => push.subscriptionId === device.id)).toBe(false);
  });

  it('refuses a token made for another push service', async () => {
    const device = standin.subscribe();
    const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, 'hello', {
      vapidDetails: vapid,
      TTL: 60,
    });
    const forged = webpush.getVapidHeaders(
      'https://push.example.test',
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
    );
    const headers = {
      ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
      Authorization: forged.Authorization,
    };
    const response = await fetch(device.endpoint, { method: 'POST', headers, body: request.body ?? undefined });
    expect(response.status).toBe(401);
    expect(standin.refused.at(-1)?.reason).toMatch(/^aud /);
  });
});
