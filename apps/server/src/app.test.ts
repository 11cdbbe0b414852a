import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './config.js';
import { type TestApp, createTestApp } from './test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the app', () => {
  it('says it is alive and that the database answers', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('answers an unknown API path with a JSON 404 and a stable code', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers bad input with 400 VALIDATION_FAILED naming the field', async () => {
    const res = await t.app.inject('/api/news?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details[0].path).toBe('page');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it("sends security headers: a strict policy on data, the web app's policy on pages", async () => {
    const data = await t.app.inject('/api/locations');
    expect(data.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(data.headers['x-frame-options']).toBe('DENY');
    expect(data.headers['referrer-policy']).toBe('no-referrer');
    const page = await t.app.inject('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("refuses an address over the limit with the limit's headers, but never the balancer's health probes", async () => {
    const app = await buildApp({ config: testConfig({ rateLimitMax: 3 }), database: t.database });
    try {
      const calls = [];
      for (let i = 0; i < 5; i++) calls.push(await app.inject({ url: '/api/locations', remoteAddress: '10.9.9.8' }));
      expect(calls.map((c) => c.statusCode)).toEqual([200, 200, 200, 429, 429]);
      // A success carries no limit headers (they cost every request); the refusal says when to come back.
      expect(calls.find((c) => c.statusCode === 200)?.headers['x-ratelimit-limit']).toBeUndefined();
      const refused = calls.find((c) => c.statusCode === 429);
      expect(refused?.headers['x-ratelimit-limit']).toBe('3');
      expect(refused?.headers['retry-after']).toBeDefined();
      const probes = [];
      for (let i = 0; i < 8; i++) {
        probes.push(await app.inject({ url: i % 2 ? '/api/health' : '/api/ready', remoteAddress: '10.9.9.9' }));
      }
      expect(probes.map((p) => p.statusCode)).toEqual(Array(8).fill(200));
    } finally {
      await app.close();
    }
  });

  it('publishes an OpenAPI document and a docs page', async () => {
    const doc = await t.app.inject('/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/news', '/api/contact', '/api/schedule']),
    );
    const page = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
  });

  it('refuses to start when an API route declares no access rule', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database });
    await expect(
      app.register(async (instance) => {
        instance.get('/api/forgotten', async () => ({}));
      }),
    ).rejects.toThrow(/declares no access rule/);
    await app.close();
  });
});

describe('serving the web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    web = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('gives unknown non-API paths the app, so its not-found page shows', async () => {
    const res = await web.app.inject('/some/unknown/page');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  it('answers a missing asset with 404, never the page', async () => {
    for (const url of ['/assets/x.js', '/seed-assets/nope.webp', '/uploads/missing.jpg']) {
      const res = await web.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('id="root"');
    }
  });

  it('still answers unknown API paths with JSON', async () => {
    const res = await web.app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the development mailbox', () => {
  it('lists sent mail with clickable links outside production', async () => {
    await t.app.mailer.send({
      to: 'a@example.bg',
      subject: 'Линк <тест>',
      text: 'Open http://localhost:3000/x?y=1',
      kind: 'test',
    });
    const res = await t.app.inject('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Линк &lt;тест&gt;');
    expect(res.body).toContain('<a href="http://localhost:3000/x?y=1">');
  });

  it('is shown only to the machine the server runs on', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '192.0.2.10' });
    expect(res.body).not.toContain('Development mailbox');
  });

  it('is not served in production', async () => {
    const prod = await buildApp({ config: testConfig({ env: 'production' }), database: t.database });
    const res = await prod.inject('/dev/mailbox');
    expect(res.body).not.toContain('Development mailbox');
    await prod.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Whether a Redis server answers; the shared-counter test is reported as skipped where none runs. */
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect(Number(new URL(redisUrl).port || 6379), new URL(redisUrl).hostname);
  const answer = (up: boolean) => {
    socket.destroy();
    resolve(up);
  };
  socket.once('connect', () => answer(true));
  socket.once('error', () => answer(false));
  socket.setTimeout(1000, () => answer(false));
});

describe('rate limits shared through Redis', () => {
  it.skipIf(!redisUp)('counts requests of two instances together when REDIS_URL is set', async () => {
    const config = testConfig({ redisUrl, rateLimitMax: 3 });
    const a = await buildApp({ config, database: t.database });
    const b = await buildApp({ config, database: t.database });
    const octet = () => Math.floor(Math.random() * 250);
    const from = { url: '/api/locations', remoteAddress: `10.${octet()}.${octet()}.${octet()}` };
    const codes = [
      (await a.inject(from)).statusCode,
      (await b.inject(from)).statusCode,
      (await a.inject(from)).statusCode,
      (await b.inject(from)).statusCode,
    ];
    expect(codes).toEqual([200, 200, 200, 429]);
    await a.close();
    await b.close();
  });
});
