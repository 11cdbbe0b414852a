// The API however its path is spelled (issue 20, items 1 and 7), over a real socket so that the path reaches the
// router exactly as written: every spelling the router takes for `/api/` meets the CSRF check and the rate limit
// `/api/` meets, every other spelling is a 404 in our shape that is counted too, and the router's own errors leave
// in our shape.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app.js';
import { type Caller, buildCaller } from '../test/auth.js';
import { sendRaw } from '../test/raw-http.js';
import { apiSpellings } from './api-spellings.js';
import { watchTables } from './database-state.js';

const RATE_LIMIT_MAX = 40;
const FOREIGN_ORIGIN = 'https://evil.example';
const CHILD = {
  fullName: 'Дете Тест',
  firstName: 'Dete',
  lastName: 'Test',
  birthDate: '2017-05-05',
  gender: 'female',
  skillLevel: 'beginner',
  emergencyContact: 'Майка',
  emergencyPhone: '0888123456',
};

let t: TestApp;
let port = 0;
let parent: Caller;
let admin: Caller;
let addresses = 0;
/** A client address of its own for each use (one trusted hop: the socket is the proxy, X-Forwarded-For the client). */
const newAddress = () => ({ 'x-forwarded-for': `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}` });

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: RATE_LIMIT_MAX, trustProxy: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  parent = await buildCaller(t.app, t.database.db, { name: 'Ана Иванова' });
  admin = await buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ Админов' });
});
afterAll(async () => {
  await t?.close();
});

const errorCode = (body: string): unknown => (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;

describe('every spelling of /api', () => {
  it('meets the CSRF check: a signed-in write from another site is refused and changes nothing', async () => {
    const database = await watchTables(t.database.db);
    const spellings = apiSpellings();
    const wrong: string[] = [];
    for (const { prefix, routed } of spellings) {
      const res = await sendRaw(port, {
        method: 'POST',
        path: `${prefix}children`,
        headers: { ...newAddress(), cookie: parent.cookie, origin: FOREIGN_ORIGIN },
        payload: CHILD,
      });
      // A spelling the router does not take reaches no handler: refused by the check, or not found.
      const refused = routed
        ? res.statusCode === 403 && errorCode(res.body) === 'CSRF_REJECTED'
        : [403, 404].includes(res.statusCode) && ['CSRF_REJECTED', 'NOT_FOUND'].includes(String(errorCode(res.body)));
      if (!refused) {
        wrong.push(`POST ${prefix}children: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await database.changes()).toEqual([]);
    // The same request from the club's own site is taken: the refusals above were the CSRF check's.
    const own = await sendRaw(port, {
      method: 'POST',
      path: '/%61pi/children',
      headers: { ...newAddress(), cookie: parent.cookie },
      payload: CHILD,
    });
    expect(own.statusCode).toBe(201);
    console.log(
      `api spellings, CSRF: ${spellings.length} spellings, ${spellings.filter((s) => s.routed).length} routed and ` +
        'refused with 403, the rest refused or not found; nothing written',
    );
  });

  it('meets one rate limit: every spelling counts against the address, and over it every spelling gets 429', async () => {
    const from = newAddress();
    const spellings = apiSpellings();
    // The spellings other than the plain one spend the whole budget.
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i++) {
      const { prefix } = spellings[1 + (i % (spellings.length - 1))] ?? { prefix: '' };
      codes.push((await sendRaw(port, { method: 'GET', path: `${prefix}locations`, headers: from })).statusCode);
    }
    expect(codes.every((c) => c === 200 || c === 404)).toBe(true);
    const over: string[] = [];
    for (const { prefix } of spellings) {
      const res = await sendRaw(port, { method: 'GET', path: `${prefix}locations`, headers: from });
      if (res.statusCode !== 429 || errorCode(res.body) !== 'RATE_LIMITED') over.push(`${prefix}: ${res.statusCode}`);
    }
    expect(over).toEqual([]);
    // The balancer's probes are never counted, however they are spelled.
    for (const { prefix } of spellings.filter((s) => s.routed)) {
      for (const probe of ['health', 'ready']) {
        expect((await sendRaw(port, { method: 'GET', path: `${prefix}${probe}`, headers: from })).statusCode).toBe(200);
      }
    }
    console.log(
      `api spellings, rate limit: ${RATE_LIMIT_MAX} requests over ${RATE_LIMIT_MAX} spellings spent the limit; ` +
        `then all ${spellings.length} spellings answered 429, the probes 200`,
    );
  });
});

describe("the router's errors", () => {
  it('leave as { error: { code, message } } with the status that fits, and change nothing', async () => {
    const database = await watchTables(t.database.db);
    const cases = [
      // A path parameter whose percent-encoding is not UTF-8.
      { method: 'PUT', path: '/api/admin/locations/%C0%AE', status: 400 },
      { method: 'PUT', path: '/%61pi/admin/locations/%C0%AE', status: 400 },
      { method: 'GET', path: '/api/news/%FF', status: 400 },
      // A path parameter far longer than any id.
      { method: 'PUT', path: `/api/admin/locations/${'a'.repeat(5000)}`, status: 414 },
      // A request target Node's HTTP parser refuses.
      { method: 'POST', path: '%2Fapi/children', status: 400 },
    ];
    const wrong: string[] = [];
    for (const { method, path, status } of cases) {
      const res = await sendRaw(port, {
        method,
        path,
        headers: { ...newAddress(), cookie: admin.cookie },
        payload: { name: 'Басейн', type: 'pool', address: 'ул. 1' },
      });
      const body = JSON.parse(res.body) as Record<string, unknown>;
      const shaped =
        Object.keys(body).join() === 'error' &&
        errorCode(res.body) === 'BAD_REQUEST' &&
        typeof (body.error as { message?: unknown }).message === 'string';
      if (res.statusCode !== status || !shaped)
        wrong.push(`${method} ${path.slice(0, 40)}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    expect(await database.changes()).toEqual([]);
  });
});
