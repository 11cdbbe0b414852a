// The auth library's AsyncLocalStorages are switched off between its calls (issue 13): concurrent sign-ins and
// session reads must still each get their own user, and once they are done nothing is left switched on.
import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { TEST_ORIGIN, TEST_PASSWORD, buildUserWithPassword, cookieHeader } from '../../test/auth.js';

const t = useTestApp();

const enabled = (storage: unknown) => (storage as { enabled?: boolean }).enabled;

describe("the auth library's storages", () => {
  it('keep concurrent sign-ins and session reads apart, and are off once they are done', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => buildUserWithPassword(t.database.db)));
    const signIns = await Promise.all(
      users.map((user) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: TEST_ORIGIN },
          payload: { email: user.email, password: TEST_PASSWORD },
        }),
      ),
    );
    expect(signIns.map((r) => r.statusCode)).toEqual(users.map(() => 200));
    const cookies = signIns.map((r) => cookieHeader(r.headers['set-cookie']));

    // Each browser's own session, read by the library and then remembered, all at once.
    const reads = await Promise.all(
      cookies.flatMap((cookie) => [
        t.app.inject({ url: '/api/me', headers: { cookie } }),
        t.app.inject({ url: '/api/auth/get-session', headers: { cookie } }),
        t.app.inject({ url: '/api/me', headers: { cookie } }),
      ]),
    );
    reads.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(users[Math.floor(i / 3)]?.id);
    });

    const storages = (await Promise.all([
      getRequestStateAsyncLocalStorage(),
      getCurrentAuthContextAsyncLocalStorage(),
      getCurrentDBAdapterAsyncLocalStorage(),
    ])) as AsyncLocalStorage<unknown>[];
    for (const storage of storages) {
      expect(storage.getStore()).toBeUndefined();
      // Node 20 keeps a flag (and a promise hook for the whole process while any storage is on); later Node needs none.
      if (typeof enabled(storage) === 'boolean') expect(enabled(storage)).toBe(false);
    }
  });
});
