// The session is read from its signed cookie copy (no database round trip) for SESSION_CACHE_SECONDS at most;
// /api/me still extends a session that is due, through the database.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../test/app.js';
import { buildCaller, cookieHeader } from '../../test/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ session: { ttlSeconds: 7 * 24 * 3600, updateAgeSeconds: 600, cacheSeconds: 900 } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));
const storedExpiry = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]?.expiresAt;

describe('session cookie cache', () => {
  it('answers from the signed cookie without the sessions table, until the copy expires', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    expect(parent.cookie).toContain('swim.session_data');
    // Gone from the database: only the cookie copy can still answer.
    await t.database.db.delete(sessions).where(eq(sessions.userId, parent.user.id));
    vi.useFakeTimers({ toFake: ['Date'] });

    expect((await parent.inject({ url: '/api/dashboard' })).statusCode).toBe(200);
    const me = await parent.inject({ url: '/api/me' });
    expect(me.json().user.id).toBe(parent.user.id);

    later(901);
    expect((await parent.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('still extends a session through /api/me once it is older than the update age', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    const before = await storedExpiry(parent.user.id);
    vi.useFakeTimers({ toFake: ['Date'] });

    // Younger than the update age: the cookie copy answers and nothing is extended.
    later(300);
    const early = await parent.inject({ url: '/api/me' });
    expect(early.headers['set-cookie']).toBeUndefined();
    expect(await storedExpiry(parent.user.id)).toEqual(before);

    // Due (the cookie copy would still be valid): the database extends the session and both cookies come back.
    later(400);
    const due = await parent.inject({ url: '/api/me' });
    const renewed = await storedExpiry(parent.user.id);
    expect(renewed?.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    expect(new Date(due.json().expiresAt).getTime()).toBe(renewed?.getTime());
    const cookies = cookieHeader(due.headers['set-cookie']);
    expect(cookies).toContain('swim.session_token');
    expect(cookies).toContain('swim.session_data');
  });

  it('refuses the copy of a session signed out through this instance, even when the same cookies come back', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    // Answered from the copy: the library verifies it once, then this instance answers from what it remembers.
    const asked = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      for (let i = 0; i < 3; i++) expect((await parent.inject({ url: '/api/dashboard' })).statusCode).toBe(200);
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      asked.mockRestore();
    }
    expect((await parent.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} })).statusCode).toBe(200);
    // A replay of the old cookies: the copy's signature is still good, but the session has ended.
    expect((await parent.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
    expect((await parent.inject({ url: '/api/me' })).json().user).toBeNull();
  });

  it('never takes a role from a copy whose signature does not match, remembered or not', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    expect((await parent.inject({ url: '/api/me' })).json().user.role).toBe('parent');
    // The same browser's cookies with the copy rewritten to say admin (the signature left as it was).
    const forged = parent.cookie.replace(/swim\.session_data=([^;]+)/, (_all, value: string) => {
      const copy = JSON.parse(Buffer.from(decodeURIComponent(value), 'base64url').toString('utf8'));
      copy.session.user.role = 'admin';
      return `swim.session_data=${Buffer.from(JSON.stringify(copy)).toString('base64url')}`;
    });
    expect(forged).not.toBe(parent.cookie);
    for (let i = 0; i < 2; i++) {
      const users = await t.app.inject({ url: '/api/admin/users', headers: { cookie: forged } });
      expect(users.statusCode).toBe(403);
      const me = await t.app.inject({ url: '/api/me', headers: { cookie: forged } });
      expect(me.json().user.role).toBe('parent');
    }
  });

  it('records a sign-out only for a token it issued, and answers extra cookies without remembering them', async () => {
    const parent = await buildCaller(t.app, t.database.db);
    // A made-up token signing out changes nothing for the real session.
    const fake = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:3000', cookie: 'swim.session_token=made-up.AAAA' },
      payload: {},
    });
    expect(fake.statusCode).toBeLessThan(500);
    expect((await parent.inject({ url: '/api/dashboard' })).statusCode).toBe(200);
    // Cookies the library does not read do not make new entries: the same session answers from memory.
    const asked = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          url: '/api/dashboard',
          headers: { cookie: `${parent.cookie}; swim.extra${i}=${'x'.repeat(2000)}` },
        });
        expect(res.statusCode).toBe(200);
      }
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });
});
