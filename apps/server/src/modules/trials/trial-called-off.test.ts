// A trial in a session the club calls off (issue 28 with issue 26): the family is mailed in the language it booked in,
// through the outbox, when the coach cancels the session or an admin closes the pool, and again when it is moved or
// takes place after all; a trial in a session that does not take place does not count toward the club's limit.
// Calendar of sessions-test-kit.ts: now is Monday 7 December 2026, 10:00 in Sofia; the class meets Mon and Wed 17:00.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { START, clock, setSessionRules } from '../sessions/sessions-test-kit.js';
import { bookAsVisitor, buildTrialClass, mailsOfKind, newVisitorFamily, visitorBooking } from './trials-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const db = () => t.database.db;
const MON = { date: '2026-12-14', startTime: '17:00' };

let admin: Caller;
let cls: Awaited<ReturnType<typeof buildTrialClass>>['cls'];

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
  newVisitorFamily();
  ({ cls } = await buildTrialClass(db()));
  admin = await buildCaller(t.app, db(), { role: 'admin' });
});

const sessionUrl = (action: string) => `/api/instructor/classes/${cls.id}/dated-sessions/${action}`;
const cancel = () => admin.inject({ method: 'POST', url: sessionUrl('cancel'), payload: { ...MON } });
const restore = () => admin.inject({ method: 'POST', url: sessionUrl('restore'), payload: { ...MON } });
const mails = () => mailsOfKind(db(), 'trial-session-changed');

describe('a trial in a session the club calls off', () => {
  it('mails the family in its language when the session is cancelled, and again when it is restored', async () => {
    const booked = await bookAsVisitor(t, visitorBooking(cls.id, { language: 'en', childFirstName: 'Iva', ...MON }));
    expect(booked.statusCode).toBe(201);
    // Another family's trial on Wednesday is not in the changed session: no mail to it.
    newVisitorFamily();
    await bookAsVisitor(t, visitorBooking(cls.id, { language: 'ru', date: '2026-12-16' }));

    expect((await cancel()).statusCode).toBe(200);
    const [off, ...others] = await mails();
    expect(others).toEqual([]);
    expect(off?.subject).toMatch(/^Iva's trial lesson is cancelled/);
    expect(off?.text).toContain('The “Little Dolphins” session on Monday, 14 December');
    expect(off?.text).toContain('It does not count toward the trial lessons the club offers.');
    expect(off?.text).toContain(`/trial/${cls.id}`);

    expect((await restore()).statusCode).toBe(200);
    const after = await mails();
    expect(after.map((m) => m.subject.split(' – ')[0])).toEqual([
      off?.subject.split(' – ')[0],
      "Iva's trial lesson takes place after all",
    ]);
  });

  it('mails a closure in Bulgarian, and lets the child book another trial: the called-off one does not count', async () => {
    const book = (date: string) =>
      bookAsVisitor(t, visitorBooking(cls.id, { language: 'bg', childFirstName: 'Ива', date, startTime: '17:00' }));
    expect((await book('2026-12-14')).statusCode).toBe(201);
    // The club offers one trial per child: a second is refused while the first stands.
    expect((await book('2026-12-16')).json().error.code).toBe('TRIAL_LIMIT');

    const closed = await admin.inject({
      method: 'POST',
      url: '/api/admin/closures',
      payload: { startsOn: '2026-12-14', endsOn: '2026-12-14', locationId: cls.locationId, reason: 'pool_maintenance' },
    });
    expect(closed.statusCode).toBe(201);
    const [mail] = await mails();
    expect(mail?.subject).toMatch(/^Пробното занятие на Ива няма да се проведе/);
    expect(mail?.text).toContain('басейнът е затворен');
    expect(mail?.text).toContain('Изберете друго занятие за пробното:');

    // Now the closed session's trial does not count: Wednesday can be booked.
    expect((await book('2026-12-16')).statusCode).toBe(201);
  });
});
