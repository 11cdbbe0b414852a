// /api/push: a signed-in account allows push on a device, lists its devices (never their keys) and turns one off;
// a push the app sends then reaches that device through the Web Push protocol.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { type PushStandin, startPushStandin } from '../../test/push-service-standin.js';
import { isAcceptedEndpoint, MAX_DEVICES_PER_ACCOUNT } from './push-subscriptions.js';

const t = useTestApp();
let standin: PushStandin;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  standin = await startPushStandin();
});
afterAll(async () => standin?.close());

const allRows = () => t.database.db.select().from(pushSubscriptions);

describe('GET /api/push/key', () => {
  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(401);
  });

  it('gives the public key the server signs with: a P-256 point in base64url', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const res = await parent.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    expect(publicKey).toBe((await t.app.vapidKeys()).publicKey);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('needs a signed-in account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: standin.subscribe(),
    });
    expect(res.statusCode).toBe(401);
    expect(await allRows()).toHaveLength(0);
  });

  type Subscription = ReturnType<PushStandin['subscribe']>;
  it.each<[string, (subscription: Subscription) => unknown]>([
    [
      'a push service on plain http elsewhere than this machine',
      (s) => ({ ...s, endpoint: 'http://push.example.test/x' }),
    ],
    ['an address that is no URL', (s) => ({ ...s, endpoint: 'not a url' })],
    ['another scheme', (s) => ({ ...s, endpoint: 'ftp://push.example.test/x' })],
    ['a browser key of the wrong length', (s) => ({ ...s, keys: { ...s.keys, p256dh: 'BAAA' } })],
    ['an auth secret of the wrong length', (s) => ({ ...s, keys: { ...s.keys, auth: 'AAAA' } })],
    ['no keys', (s) => ({ endpoint: s.endpoint })],
  ])('refuses %s and saves nothing', async (_case, change) => {
    const parent = await buildCaller(t.app, t.database.db);
    const res = await parent.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: change(standin.subscribe()) as object,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(await allRows()).toHaveLength(0);
  });

  it('saves the device, lists it by browser and system without its keys, and a push reaches it', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const key = ((await parent.inject({ method: 'GET', url: '/api/push/key' })).json() as { publicKey: string })
      .publicKey;
    const subscription = standin.subscribe({ applicationServerKey: key });

    const saved = await parent.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { 'user-agent': ANDROID_CHROME },
      payload: subscription,
    });
    expect(saved.statusCode).toBe(200);

    const list = await parent.inject({ method: 'GET', url: '/api/push/subscriptions' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      items: [
        {
          id: expect.any(String),
          endpoint: subscription.endpoint,
          browser: 'chrome',
          system: 'android',
          createdAt: expect.any(String),
          lastSuccessAt: null,
        },
      ],
    });
    expect(list.body).not.toContain(subscription.keys.p256dh);
    expect(list.body).not.toContain(subscription.keys.auth);

    const payload = { title: 'Нивото на Мария е променено', body: 'Напреднали', url: '/dashboard', tag: 'level' };
    expect(await t.app.push.sendToUser(parent.user.id, payload)).toEqual({ delivered: 1, removed: 0, failed: 0 });
    expect((await standin.waitForPush(subscription.id)).json).toEqual(payload);
    const after = await parent.inject({ method: 'GET', url: '/api/push/subscriptions' });
    expect((after.json() as { items: Array<{ lastSuccessAt: string | null }> }).items[0]?.lastSuccessAt).not.toBeNull();
  });

  it('takes the same browser again with new keys as one device', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const first = standin.subscribe();
    const renewed = { ...standin.subscribe(), endpoint: first.endpoint };
    await parent.inject({ method: 'POST', url: '/api/push/subscriptions', payload: first });
    await parent.inject({ method: 'POST', url: '/api/push/subscriptions', payload: renewed });
    const rows = await allRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.keys.p256dh);
  });

  it('moves a device to the account that subscribes it now (a shared computer)', async () => {
    const first = await buildCaller(t.app, t.database.db);
    const second = await buildCaller(t.app, t.database.db);
    const subscription = standin.subscribe();
    await first.inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription });
    await second.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { 'user-agent': IPHONE_SAFARI },
      payload: subscription,
    });

    const rows = await allRows();
    expect(rows.map((row) => row.userId)).toEqual([second.user.id]);
    const firstList = await first.inject({ method: 'GET', url: '/api/push/subscriptions' });
    expect(firstList.json()).toEqual({ items: [] });
    const secondList = await second.inject({ method: 'GET', url: '/api/push/subscriptions' });
    expect(secondList.json()).toMatchObject({ items: [{ browser: 'safari', system: 'ios' }] });
  });

  it(`keeps the ${MAX_DEVICES_PER_ACCOUNT} latest devices of an account`, async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_DEVICES_PER_ACCOUNT; i += 1) {
      const subscription = standin.subscribe();
      endpoints.push(subscription.endpoint);
      const res = await parent.inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription });
      expect(res.statusCode).toBe(200);
    }
    const rows = await allRows();
    expect(rows).toHaveLength(MAX_DEVICES_PER_ACCOUNT);
    expect(rows.map((row) => row.endpoint)).not.toContain(endpoints[0]);
    expect(rows.map((row) => row.endpoint)).toContain(endpoints.at(-1));
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('needs a signed-in account', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers another account’s device like an unknown one and leaves it', async () => {
    const owner = await buildCaller(t.app, t.database.db);
    const other = await buildCaller(t.app, t.database.db);
    const subscription = standin.subscribe();
    await owner.inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription });

    const foreign = await other.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: subscription.endpoint },
    });
    const unknown = await other.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: `${standin.origin}/push/unknown` },
    });

    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await allRows()).toHaveLength(1);
  });

  it('turns the caller’s own device off', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const subscription = standin.subscribe();
    await parent.inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription });

    const res = await parent.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: subscription.endpoint },
    });

    expect(res.statusCode).toBe(204);
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, parent.user.id)),
    ).toEqual([]);
    expect(await t.app.push.sendToUser(parent.user.id, { title: 'a', body: 'b', url: '/', tag: 't' })).toEqual({
      delivered: 0,
      removed: 0,
      failed: 0,
    });
  });
});

describe('which push services the server sends to', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true, true],
    ['https://web.push.apple.com/abc', true, true],
    ['http://127.0.0.1:4000/push/1', false, true],
    ['http://localhost:4000/push/1', false, true],
    ['http://127.0.0.1:4000/push/1', true, false],
    ['http://push.example.test/x', false, false],
    ['https://10.0.0.5/push', true, false],
    ['https://192.168.1.20/push', true, false],
    ['https://[::1]/push', true, false],
    ['https://localhost/push', true, false],
    ['https://user:pass@push.example.test/x', true, false],
    ['https://wns2-db5p.notify.windows.com/w/?token=abc', true, true],
    // Spellings of this machine or a cloud's metadata address, and any host that is not a push service.
    ['https://[::ffff:127.0.0.1]/push', true, false],
    ['https://[::ffff:a9fe:a9fe]/latest/meta-data', true, false],
    ['https://100.100.100.200/latest/meta-data', true, false],
    ['https://metadata.internal.example/push', true, false],
    ['https://fcm.googleapis.com.evil.example/fcm/send/abc', true, false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', true, false],
    ['https://push.example.test/x', false, true],
  ])('%s in production %s: %s', (endpoint, production, accepted) => {
    expect(isAcceptedEndpoint(endpoint, production)).toBe(accepted);
  });
});
