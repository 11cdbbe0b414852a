// The authorization matrix: every API route the server registers, called as every kind of caller.
import { randomUUID } from 'node:crypto';
import type { Role } from '@swim/shared/enums';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app.js';
import { type Caller, buildCaller } from '../test/auth.js';
import { type Persona, ROUTE_ACCESS, type RouteAccessRow } from '../test/route-access-table.js';
import type { RouteEntry } from './access.js';

type Caller_ = { name: string; as: Persona; role: Role | null; approved?: boolean; caller?: Caller };

const personas: Caller_[] = [
  { name: 'anonymous', as: 'anonymous', role: null },
  { name: 'parent', as: 'parent', role: 'parent' },
  { name: 'another parent', as: 'parent', role: 'parent' },
  { name: 'instructor', as: 'instructor', role: 'instructor' },
  { name: 'admin', as: 'admin', role: 'admin' },
  { name: 'unapproved athlete', as: 'pending athlete', role: 'athlete', approved: false },
  { name: 'approved athlete', as: 'approved athlete', role: 'athlete', approved: true },
];

/** What a caller should get, from the committed table: through (any answer but 401/403), 401 or 403. */
function expected(row: RouteAccessRow, persona: Caller_): 'through' | 401 | 403 {
  if (row.who.includes(persona.as)) return 'through';
  return persona.role ? 403 : 401;
}

/** Fills path parameters: a user's own id where the route is about "me", a random id otherwise. */
function fillPath(route: RouteEntry, persona: Caller_): string {
  const ownId = persona.caller?.user.id ?? randomUUID();
  return route.url
    .replace(/:userId/g, route.url.startsWith('/api/admin/') ? randomUUID() : ownId)
    .replace(/:[A-Za-z]+/g, () => randomUUID())
    .replace(/\*$/, 'ok');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 100_000 });
  for (const persona of personas) {
    if (persona.role) {
      persona.caller = await buildCaller(t.app, t.database.db, { role: persona.role, approved: persona.approved });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('has a row in the committed table for every route, and no row without a route', () => {
    const served = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    const rows = Object.keys(ROUTE_ACCESS);
    expect(
      served.filter((key) => !rows.includes(key)),
      'routes without a row in route-access-table.ts',
    ).toEqual([]);
    expect(
      rows.filter((key) => !served.includes(key)),
      'rows whose route is gone',
    ).toEqual([]);
  });

  it('gives every caller exactly what the committed table says', async () => {
    const failures: string[] = [];
    let n = 0;
    for (const route of t.app.routeTable) {
      for (const persona of personas) {
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: fillPath(route, persona),
          remoteAddress: `10.200.${Math.floor(n / 250)}.${n++ % 250}`,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        };
        const res = persona.caller ? await persona.caller.inject(options) : await t.app.inject(options);
        const row = ROUTE_ACCESS[`${route.method} ${route.url}`];
        if (!row) continue; // reported by the test above
        const want = expected(row, persona);
        const ok = want === 'through' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === want;
        if (!ok) failures.push(`${route.method} ${route.url} as ${persona.name}: got ${res.statusCode}, want ${want}`);
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} as ${persona.name}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
