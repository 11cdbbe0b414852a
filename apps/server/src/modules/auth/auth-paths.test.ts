// The auth library is reachable only through the exact endpoints we expose: no path trick reaches another one.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { AUTH_PATH_TRICKS } from '../../test/auth-path-tricks.js';
import { buildCaller, buildUserWithPassword } from '../../test/auth.js';
import { sendRaw } from '../../test/raw-http.js';
import { canonicalAuthPath } from './auth.routes.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let port = 0;
beforeAll(async () => {
  // Over real HTTP: an injected request's URL is normalized before routing, a socket's raw path is not.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Sends a request with its path exactly as written (backslashes and dot segments included). */
const send = (method: string, path: string, headers: Record<string, string>, payload?: object) =>
  sendRaw(port, { method, path, headers, payload });

const BYPASSES = AUTH_PATH_TRICKS;

describe('the auth bridge', () => {
  it('takes only canonical paths', () => {
    expect(canonicalAuthPath('/api/auth/get-session')).toBe('/get-session');
    expect(canonicalAuthPath('/api/auth/verify-email?token=a%2Fb&callbackURL=%2F')).toBe('/verify-email');
    for (const url of BYPASSES.slice(0, 13)) expect(canonicalAuthPath(url)).toBeNull();
  });

  it('answers every path trick with 404 and changes nothing', async () => {
    const caller = await buildCaller(t.app, t.database.db, { name: 'Ана Иванова' });
    const victim = await buildUserWithPassword(t.database.db, { name: 'Борис Борисов' });
    for (const url of BYPASSES) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await send(
          method,
          url,
          { cookie: caller.cookie },
          method === 'POST'
            ? { email: victim.email, password: 'wrong-password', name: 'x'.repeat(5000), image: 'javascript:alert(1)' }
            : undefined,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('token');
      }
    }
    const [me] = await t.database.db.select().from(users).where(eq(users.id, caller.user.id));
    expect(me?.name).toBe('Ана Иванова');
    expect(me?.image).toBeNull();
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, victim.email))).toHaveLength(0);
  });

  it('lets wrong passwords through a path trick hit neither the library nor a 401', async () => {
    const victim = await buildUserWithPassword(t.database.db);
    const answers = [];
    for (let i = 0; i < 15; i++) {
      const res = await send(
        'POST',
        '/api/auth/callback/..\\sign-in\\email',
        {},
        { email: victim.email, password: `guess-${i}` },
      );
      answers.push(res.statusCode);
    }
    expect(new Set(answers)).toEqual(new Set([404]));
  });
});
