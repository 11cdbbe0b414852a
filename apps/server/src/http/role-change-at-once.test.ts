// Sessions are read from their signed cookie copy for up to a minute (issue 13), which still names the role they
// were made with; a demoted admin or coach must lose the privileged routes at once all the same.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { buildCaller } from '../test/auth.js';
import { buildChild, buildPayment } from '../test/factories.js';

const t = useTestApp({
  rateLimitMax: 100_000,
  session: { ttlSeconds: 604_800, updateAgeSeconds: 86_400, cacheSeconds: 60 },
});

describe('a role taken away', () => {
  it('closes the admin and coach routes on the next request, while the cookie copy still names the old role', async () => {
    const admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
    const demoted = await buildCaller(t.app, t.database.db, { role: 'admin' });
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    expect((await demoted.inject({ url: '/api/admin/users' })).statusCode).toBe(200);
    // On a route parents share, an admin sees every family's payments: one of another family's is here.
    const family = await buildCaller(t.app, t.database.db);
    const child = await buildChild(t.database.db, family.user.id);
    await buildPayment(t.database.db, { parentId: family.user.id, childId: child.id });
    expect((await demoted.inject({ url: '/api/payments' })).json().total).toBe(1);
    expect((await coach.inject({ url: '/api/instructor/dashboard' })).statusCode).toBe(200);

    for (const user of [demoted, coach]) {
      const res = await admin.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.user.id}/role`,
        payload: { role: 'parent' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await demoted.inject({ url: '/api/admin/users' })).statusCode).toBe(403);
    expect((await coach.inject({ url: '/api/instructor/dashboard' })).statusCode).toBe(403);
    // As a parent now, the family routes are theirs, with their own data only.
    expect((await demoted.inject({ url: '/api/children' })).statusCode).toBe(200);
    expect((await demoted.inject({ url: '/api/payments' })).json().total).toBe(0);
  });
});
