// The public schedule's weeks (issue 26 item 5): GET /api/schedule/week names the closed, cancelled and moved sessions
// of one week ahead, with the closure's reason and the club's note, to anyone; a week it does not show is a 400 that
// says why; the answer is cached and follows a closure or a session's change at once.
// Calendar (club time, UTC+2): now is Mon 2026-12-07 10:00; the class meets Mondays and Wednesdays at 17:00.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { buildCaller, type Caller } from '../../test/auth.js';
import { buildClass } from '../../test/factories.js';
import { START, clock, setSessionRules } from './sessions-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const db = () => t.database.db;

let admin: Caller;
let coach: Caller;
let cls: Awaited<ReturnType<typeof buildClass>>;
beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
  admin = await buildCaller(t.app, db(), { role: 'admin' });
  coach = await buildCaller(t.app, db(), { role: 'instructor' });
  cls = await buildClass(db(), { instructorId: coach.user.id });
});

const week = (monday: string) => t.app.inject({ url: `/api/schedule/week?week=${monday}` });

describe('GET /api/schedule/week', () => {
  it('refuses a week it does not show with a 400 that says why, never a 500', async () => {
    const cases: [string, string][] = [
      ['', 'dateInvalid'],
      ['next', 'dateInvalid'],
      ['2026-02-30', 'dateInvalid'],
      ['0000-01-03', 'dateInvalid'],
      ['2026-12-09', 'weekNotMonday'],
      // The week before last, and ten weeks on (nine are shown, one more is allowed for a device's clock).
      ['2026-11-23', 'weekOutOfRange'],
      ['2027-02-15', 'weekOutOfRange'],
    ];
    for (const [value, message] of cases) {
      const res = await week(encodeURIComponent(value));
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error.code, value).toBe('VALIDATION_FAILED');
      expect(res.json().error.details, value).toContainEqual(expect.objectContaining({ message }));
    }
    expect((await t.app.inject({ url: '/api/schedule/week' })).statusCode).toBe(400);
  });

  it('names a closure two weeks ahead on that week only, with its reason and note, to a visitor', async () => {
    const closure = await admin.inject({
      method: 'POST',
      url: '/api/admin/closures',
      payload: {
        startsOn: '2026-12-21',
        endsOn: '2026-12-23',
        locationId: null,
        reason: 'pool_maintenance',
        note: { bg: 'Ремонт', en: 'Repairs' },
      },
    });
    expect(closure.statusCode).toBe(201);
    expect((await week('2026-12-14')).json()).toEqual({ week: '2026-12-14', changes: [] });
    const res = await week('2026-12-21');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.json()).toEqual({
      week: '2026-12-21',
      changes: [
        {
          classId: cls.id,
          date: '2026-12-21',
          startTime: '17:00',
          status: 'closed',
          onDate: '2026-12-21',
          atTime: '17:00',
          reason: 'pool_maintenance',
          note: { bg: 'Ремонт', en: 'Repairs' },
        },
        {
          classId: cls.id,
          date: '2026-12-23',
          startTime: '17:00',
          status: 'closed',
          onDate: '2026-12-23',
          atTime: '17:00',
          reason: 'pool_maintenance',
          note: { bg: 'Ремонт', en: 'Repairs' },
        },
      ],
    });
    // Asked again with its tag: nothing to send.
    const again = await t.app.inject({
      url: '/api/schedule/week?week=2026-12-21',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('follows a coach’s cancellation and move at once, though the week was cached before', async () => {
    expect((await week('2026-12-14')).json().changes).toEqual([]);
    const base = `/api/instructor/classes/${cls.id}/dated-sessions`;
    const cancel = await coach.inject({
      method: 'POST',
      url: `${base}/cancel`,
      payload: { date: '2026-12-14', startTime: '17:00', note: { bg: 'Треньорът е болен', en: 'The coach is ill' } },
    });
    expect(cancel.statusCode).toBe(200);
    const move = await coach.inject({
      method: 'POST',
      url: `${base}/move`,
      payload: { date: '2026-12-16', startTime: '17:00', toDate: '2026-12-17', toTime: '18:30' },
    });
    expect(move.statusCode).toBe(200);
    expect((await week('2026-12-14')).json().changes).toEqual([
      {
        classId: cls.id,
        date: '2026-12-14',
        startTime: '17:00',
        status: 'cancelled',
        onDate: '2026-12-14',
        atTime: '17:00',
        reason: null,
        // The coach's note went to the class's families; the public schedule says only that it is cancelled.
        note: null,
      },
      {
        classId: cls.id,
        date: '2026-12-16',
        startTime: '17:00',
        status: 'moved',
        onDate: '2026-12-17',
        atTime: '18:30',
        reason: null,
        note: null,
      },
    ]);
  });
});
