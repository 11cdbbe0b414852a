// Hostile input is refused with a 400 before it reaches a handler or the database, and changes nothing.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children, contactMessages, locations } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { TEST_ORIGIN, buildCaller } from '../test/auth.js';
import { containsLoneSurrogate, containsNul, exceedsDepth } from './input-guards.js';

const t = useTestApp({ rateLimitMax: 100_000 });

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('input guards', () => {
  it('bound depth without recursion and find NUL in keys and values', () => {
    expect(exceedsDepth(JSON.parse(nested(5)))).toBe(false);
    expect(exceedsDepth(JSON.parse(nested(50)))).toBe(true);
    expect(exceedsDepth(JSON.parse(nested(100_000)))).toBe(true);
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: 'Здравейте' })).toBe(false);
  });

  it('find half a surrogate pair, and leave whole pairs (emoji) alone', () => {
    expect(containsLoneSurrogate({ a: ['x', { b: 'a\ud800b' }] })).toBe(true);
    expect(containsLoneSurrogate({ a: 'end\udc00' })).toBe(true);
    expect(containsLoneSurrogate({ 'k\udbff': 1 })).toBe(true);
    expect(containsLoneSurrogate({ a: 'Плуване 🏊 и 🥇' })).toBe(false);
  });

  it('refuses a lone surrogate with a 400 where it would reach a json column, and stores nothing', async () => {
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
    const res = await admin.inject({
      method: 'POST',
      url: '/api/admin/locations',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":{"bg":"Басейн \\ud800"},"type":"pool","address":{"bg":"ул. Тест 1"}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    const [stored] = await t.database.db.select({ n: count() }).from(locations);
    expect(stored?.n).toBe(0);
  });

  it('refuses JSON nested 5,000 deep with a 400, on public and auth routes', async () => {
    for (const url of ['/api/auth/sign-in/social', '/api/contact']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: nested(5000),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('refuses prototype poisoning keys with a 400', async () => {
    for (const payload of ['{"__proto__":{"admin":true},"email":"a@b.bg"}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses NUL bytes in bodies, paths and queries with a 400 and stores nothing', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'Ана Иванова',
        email: 'ana@example.bg',
        message: 'Здравейте\u0000, искам информация за групите.',
      },
    });
    expect(contact.statusCode).toBe(400);
    const child = await parent.inject({
      method: 'POST',
      url: '/api/children',
      payload: {
        fullName: 'Дете Тест',
        firstName: 'Dete',
        lastName: 'Test',
        birthDate: '2017-05-05',
        gender: 'female',
        skillLevel: 'beginner',
        notes: 'a\u0000b',
        emergencyContact: 'Майка',
        emergencyPhone: '0888123456',
      },
    });
    expect(child.statusCode).toBe(400);
    for (const url of ['/api/news/%00', '/api/admin/users?search=%00', '/api/news/a%00b']) {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token: 'abc\u0000', newPassword: 'secret-123' },
    });
    expect(reset.statusCode).toBe(400);
    const [messages] = await t.database.db.select({ n: count() }).from(contactMessages);
    const [kids] = await t.database.db.select({ n: count() }).from(children);
    expect(messages?.n).toBe(0);
    expect(kids?.n).toBe(0);
  });
});

describe('rate limits come first', () => {
  const limited = useTestApp({ rateLimitMax: 3 });

  it('answers a flood with a cookie 429, not 401, once over the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({
        url: '/api/children',
        remoteAddress: '10.77.0.1',
        headers: { cookie: 'better-auth.session_token=forged.value' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });
});
