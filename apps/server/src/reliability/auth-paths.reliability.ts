// The auth bypass family (issue 14, defect A) over real HTTP: every trick answers 404, anonymously and with a
// session, and reaches no library endpoint (nothing changes in the database).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app.js';
import { authPathTrickFamily } from '../test/auth-path-tricks.js';
import { type Caller, buildCaller, buildUserWithPassword } from '../test/auth.js';
import { sendRaw } from '../test/raw-http.js';
import { watchTables } from './database-state.js';

let t: TestApp;
let port = 0;
let caller: Caller;
let victim: { email: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 10_000_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  caller = await buildCaller(t.app, t.database.db, { name: 'Ана Иванова' });
  victim = await buildUserWithPassword(t.database.db, { name: 'Борис Борисов' });
});
afterAll(async () => {
  await t?.close();
});

describe('the auth path bypass family', () => {
  it('answers every variant 404, anonymously and with a session, and changes nothing', async () => {
    const database = await watchTables(t.database.db);
    const paths = authPathTrickFamily();
    const wrong: string[] = [];
    let sent = 0;
    for (const path of paths) {
      for (const cookie of [undefined, caller.cookie]) {
        for (const method of ['GET', 'POST']) {
          const res = await sendRaw(port, {
            method,
            path,
            headers: cookie ? { cookie } : {},
            payload:
              method === 'POST'
                ? { email: victim.email, password: 'wrong-password', name: 'x'.repeat(5000), image: 'javascript:1' }
                : undefined,
          });
          sent++;
          const who = cookie ? 'with a session' : 'anonymously';
          if (res.statusCode !== 404)
            wrong.push(`${method} ${path} ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          const changed = await database.changes();
          if (changed.length > 0) wrong.push(`${method} ${path} ${who}: changed ${changed.join(', ')}`);
        }
      }
    }
    console.log(`auth path tricks: ${paths.length} paths, ${sent} requests, ${sent - wrong.length} answered 404`);
    expect(wrong).toEqual([]);
  });
});
