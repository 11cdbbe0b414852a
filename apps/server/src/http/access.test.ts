// The authorization matrix: every API route the server registers, called as every kind of caller.
import { randomUUID } from 'node:crypto';
import type { Role } from '@swim/shared/enums';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app.js';
import { type Caller, buildCaller } from '../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, clubMonth } from '../test/factories.js';
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

/**
 * The staff payment routes (issue 25) reach records by ownership, which the role matrix above cannot show: each cell is
 * a caller against a real child of one coach's class. Another coach gets the answer an unknown id gets (404).
 */
describe('ownership cells of the staff payment routes', () => {
  type Cell = 'visitor' | 'parent' | 'other coach' | 'own coach' | 'admin';
  const WANT: Record<Cell, number | 'allowed'> = {
    visitor: 401,
    parent: 403,
    'other coach': 404,
    'own coach': 'allowed',
    admin: 'allowed',
  };
  let callers: Record<Exclude<Cell, 'visitor'>, Caller>;
  let enrollmentId: string;
  const declarations: Partial<Record<Cell, string>> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const own = await buildCaller(t.app, db, { role: 'instructor' });
    const parent = personas.find((p) => p.name === 'parent')?.caller as Caller;
    callers = {
      parent,
      // The matrix's instructor teaches no class: any other coach.
      'other coach': personas.find((p) => p.name === 'instructor')?.caller as Caller,
      'own coach': own,
      admin: personas.find((p) => p.name === 'admin')?.caller as Caller,
    };
    const cls = await buildClass(db, { instructorId: own.user.id });
    const child = await buildChild(db, parent.user.id);
    enrollmentId = (await buildEnrollment(db, child.id, cls.id)).id;
    // One pending declaration per cell, each for its own earlier month, so a cell's success leaves the next untouched.
    const cells: Cell[] = ['visitor', 'parent', 'other coach', 'own coach', 'admin'];
    for (const [i, cell] of cells.entries()) {
      const payment = await buildPayment(db, {
        parentId: parent.user.id,
        childId: child.id,
        enrollmentId,
        method: 'cash',
        status: 'pending',
        paidAt: null,
        billingPeriod: clubMonth(new Date(), -1 - i),
      });
      declarations[cell] = payment.id;
    }
  });

  const call = (cell: Cell, options: InjectOptions) =>
    cell === 'visitor' ? t.app.inject(options) : callers[cell].inject(options);
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const routes: Record<string, (cell: Cell) => InjectOptions> = {
    'GET /api/payments/record-options': () => ({ url: `/api/payments/record-options?enrollmentId=${enrollmentId}` }),
    // The admin records next month, the coach this one: an allowed cell is never refused as covered.
    'POST /api/payments/record': (cell) => ({
      method: 'POST',
      url: '/api/payments/record',
      payload: {
        enrollmentId,
        billingPeriod: clubMonth(new Date(), cell === 'admin' ? 1 : 0),
        method: 'cash',
        receivedOn: today(),
      },
    }),
    'POST /api/payments/:paymentId/reject': (cell) => ({
      method: 'POST',
      url: `/api/payments/${declarations[cell]}/reject`,
      payload: { reason: 'Не е получено' },
    }),
  };

  it('refuses visitors, parents and other coaches, and lets the class’s coach and admins through', async () => {
    const failures: string[] = [];
    for (const [route, options] of Object.entries(routes)) {
      expect(ROUTE_ACCESS[route], route).toBeDefined();
      for (const [cell, want] of Object.entries(WANT) as [Cell, number | 'allowed'][]) {
        const res = await call(cell, options(cell));
        const ok = want === 'allowed' ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === want;
        if (!ok) failures.push(`${route} as ${cell}: got ${res.statusCode} ${res.body.slice(0, 120)}, want ${want}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
