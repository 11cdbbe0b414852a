// The authorization matrix: every API route the server registers, called as every kind of caller.
import { randomUUID } from 'node:crypto';
import type { Role } from '@swim/shared/enums';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app.js';
import { type Caller, buildCaller } from '../test/auth.js';
import type { Access, RouteEntry } from './access.js';

type Persona = { name: string; role: Role | null; approved?: boolean; caller?: Caller };

const personas: Persona[] = [
  { name: 'anonymous', role: null },
  { name: 'parent', role: 'parent' },
  { name: 'another parent', role: 'parent' },
  { name: 'instructor', role: 'instructor' },
  { name: 'admin', role: 'admin' },
  { name: 'unapproved athlete', role: 'athlete', approved: false },
  { name: 'approved athlete', role: 'athlete', approved: true },
];

/** What a persona should get from a route: through (any answer but 401/403), 401 or 403. */
function expected(access: Access, persona: Persona): 'through' | 401 | 403 {
  if (access === 'public') return 'through';
  if (!persona.role) return 401;
  if (access === 'athlete-any') return persona.role === 'athlete' ? 'through' : 403;
  if (persona.role === 'athlete' && !persona.approved) return 403;
  if (access === 'user') return 'through';
  return access.includes(persona.role) ? 'through' : 403;
}

/** Fills path parameters: a user's own id where the route is about "me", a random id otherwise. */
function fillPath(route: RouteEntry, persona: Persona): string {
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
  it('covers a route table that includes every module', () => {
    const urls = t.app.routeTable.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/health', '/api/me', '/api/admin/users', '/api/athlete/goals']));
  });

  it('gives every caller exactly what the route declares', async () => {
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
        const want = expected(route.access, persona);
        const ok = want === 'through' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === want;
        if (!ok) failures.push(`${route.method} ${route.url} as ${persona.name}: got ${res.statusCode}, want ${want}`);
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} as ${persona.name}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
