// Trial lessons for visitors (issue 28): the sessions a class offers (counted by hand), booking without an account with
// its confirmation mail, every refusal changing nothing, the club's limit per child, the honeypot and the rate limits.
// The calendar is the one in sessions-test-kit.ts: now is Monday 7 December 2026, 10:00 in Sofia.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { closures, sessionChanges, trialBookings } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildChild, buildEnrollment, buildUser } from '../../test/factories.js';
import { START, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import {
  bookAsVisitor,
  buildTrialClass,
  mailsOfKind,
  newVisitorFamily,
  trialState,
  visitorBooking,
} from './trials-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

let email: string;
beforeEach(async () => {
  clock.now = START;
  email = newVisitorFamily();
  await setSessionRules(t.database.db);
});

/** A class of 2 places with one regular: one place in each session unless something else takes it. */
async function classWithOnePlace(overrides: Parameters<typeof buildTrialClass>[1] = {}) {
  const db = t.database.db;
  const built = await buildTrialClass(db, { maxCapacity: 2, ...overrides });
  const parent = await buildUser(db);
  await buildEnrollment(db, (await buildChild(db, parent.id)).id, built.cls.id, { startsOn: '2026-11-01' });
  return built;
}

const sessionsOf = (classId: string) => t.app.inject({ url: `/api/trials/classes/${classId}` });

describe('the sessions a class offers for a trial', () => {
  it('lists the next four weeks’ sessions that take place, have not started and have a place, counted by hand', async () => {
    const db = t.database.db;
    const { cls, location } = await classWithOnePlace();
    // Wednesday 9 December cancelled; the pool closed on Monday 28 December; a trial already takes Wednesday 16th.
    await db
      .insert(sessionChanges)
      .values({ classId: cls.id, date: '2026-12-09', startTime: '17:00', kind: 'cancelled' });
    await db
      .insert(closures)
      .values({ startsOn: '2026-12-28', endsOn: '2026-12-28', locationId: location.id, reason: 'pool_maintenance' });
    expect((await bookAsVisitor(t, visitorBooking(cls.id, { date: '2026-12-16' }))).statusCode).toBe(201);
    // Wednesday 23 December moved to Thursday 24th at 18:00.
    await db.insert(sessionChanges).values({
      classId: cls.id,
      date: '2026-12-23',
      startTime: '17:00',
      kind: 'moved',
      movedToDate: '2026-12-24',
      movedToTime: '18:00',
    });

    const res = await sessionsOf(cls.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      classId: cls.id,
      title: { bg: 'Делфинчета', en: 'Little Dolphins' },
      locationName: { bg: 'Басейн Дружба', en: 'Druzhba Pool' },
      locationAddress: { bg: 'ул. Морска 5', en: '5 Morska St' },
      coachName: { bg: 'Иван Треньор' },
      durationMinutes: 60,
      offered: true,
    });
    // From today (its 17:00 has not started) to 4 January (today + 28 days); 2 places − 1 regular = 1 each.
    expect(
      body.sessions.map((s: { onDate: string; atTime: string; freePlaces: number }) => [
        s.onDate,
        s.atTime,
        s.freePlaces,
      ]),
    ).toEqual([
      ['2026-12-07', '17:00', 1],
      ['2026-12-14', '17:00', 1],
      ['2026-12-21', '17:00', 1],
      ['2026-12-24', '18:00', 1],
      ['2026-12-30', '17:00', 1],
      ['2027-01-04', '17:00', 1],
    ]);
    expect(body.sessions[3]).toMatchObject({
      date: '2026-12-23',
      startTime: '17:00',
      moved: true,
      startsAt: sofia('2026-12-24', '18:00').toISOString(),
    });
    // At 17:00 today's session has started: it is no longer offered.
    clock.now = sofia('2026-12-07', '17:00');
    expect((await sessionsOf(cls.id)).json().sessions[0].onDate).toBe('2026-12-14');
  });

  it('answers an unknown or inactive class as not found, and lists nothing when the club offers no trials', async () => {
    const db = t.database.db;
    const { cls: stopped } = await buildTrialClass(db, { active: false });
    expect((await sessionsOf(stopped.id)).statusCode).toBe(404);
    expect((await sessionsOf('not-an-id')).statusCode).toBe(404);
    expect((await sessionsOf('7d2b0a2e-94b6-4a53-8d3f-2d0f6f7a1c11')).statusCode).toBe(404);
    const { cls } = await buildTrialClass(db);
    await setSessionRules(db, { trialsPerChild: 0 });
    expect((await sessionsOf(cls.id)).json()).toMatchObject({ offered: false, sessions: [] });
  });
});

describe('booking a trial', () => {
  it('books without an account and mails the confirmation in the visitor’s language', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const res = await bookAsVisitor(
      t,
      visitorBooking(cls.id, { email: '  Gergana.Koleva@Example.BG ', language: 'en', childFirstName: 'Iva' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await db.select().from(trialBookings);
    expect(row).toMatchObject({
      classId: cls.id,
      date: '2026-12-14',
      startTime: '17:00:00',
      parentName: 'Гергана Колева',
      email: 'gergana.koleva@example.bg',
      phone: '+359 888 555 111',
      childFirstName: 'Iva',
      childBirthYear: 2018,
      language: 'en',
      cancelledAt: null,
      userId: null,
      attendance: null,
    });
    expect(row?.consentAt).toEqual(START);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await mailsOfKind(db, 'trial-booked');
    expect(mail?.to).toBe('gergana.koleva@example.bg');
    expect(mail?.subject).toBe('Trial lesson for Iva booked – Delfin Swimming Club');
    const text = mail?.text ?? '';
    for (const line of [
      'Hello Гергана Колева,',
      'We have booked a trial lesson for Iva (born 2018).',
      'Class: Little Dolphins',
      'When: Monday, 14 December 2026, 17:00 (60 min)',
      'Where: Druzhba Pool, 5 Morska St',
      'Coach: Иван Треньор',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('What to bring: a swimsuit');
    expect(text).toMatch(
      /http:\/\/localhost:3000\/auth\?tab=sign-up&trial=[A-Za-z0-9_-]{43}&redirect=%2Fdashboard%3Ftrial%3D/,
    );
    expect(text).toMatch(/http:\/\/localhost:3000\/trial\/cancel\?t=[A-Za-z0-9_-]{43}/);
    // Every value is written for the reader: no raw date or stored code.
    expect(text).not.toMatch(/2026-12-14|17:00:00|pool_|beginner/);
  });

  it('writes the mail in the browser’s language when the form does not say, in Bulgarian by default', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    await bookAsVisitor(t, visitorBooking(cls.id, { email: 'olga@example.ru' }), {
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    await bookAsVisitor(t, visitorBooking(cls.id, { email: 'maria@example.bg', childFirstName: 'Мила' }));
    const mails = await mailsOfKind(db, 'trial-booked');
    const ru = mails.find((m) => m.to === 'olga@example.ru');
    expect(ru?.subject).toBe('Пробное занятие забронировано: Ива – Плавательный клуб «Делфин»');
    expect(ru?.text).toContain('Когда: понедельник, 14 декабря 2026 г., 17:00 (60 мин.)');
    const bg = mails.find((m) => m.to === 'maria@example.bg');
    expect(bg?.subject).toBe('Пробно занятие за Мила е запазено – Плувен клуб „Делфин“');
    expect(bg?.text).toContain('Кога: понеделник, 14 декември 2026 г., 17:00 (60 мин.)');
    expect(bg?.text).toContain('Къде: Басейн Дружба, ул. Морска 5');
  });

  it('refuses every bad booking with its own code and changes nothing', async () => {
    const db = t.database.db;
    const { cls, location } = await classWithOnePlace();
    const { cls: stopped } = await buildTrialClass(db, { active: false });
    await db
      .insert(sessionChanges)
      .values({ classId: cls.id, date: '2026-12-09', startTime: '17:00', kind: 'cancelled' });
    await db
      .insert(closures)
      .values({ startsOn: '2026-12-28', endsOn: '2026-12-28', locationId: location.id, reason: 'pool_maintenance' });
    // Monday 21 December's one place goes to a first visitor.
    expect(
      (await bookAsVisitor(t, visitorBooking(cls.id, { date: '2026-12-21', email: 'first@example.bg' }))).statusCode,
    ).toBe(201);
    const before = await trialState(db);

    const cases: [string, Record<string, unknown>, number, string][] = [
      ['a session in the past', { date: '2026-11-30' }, 404, 'SESSION_NOT_FOUND'],
      ['no session that day', { date: '2026-12-08' }, 404, 'SESSION_NOT_FOUND'],
      ['no session at that time', { startTime: '18:00' }, 404, 'SESSION_NOT_FOUND'],
      ['beyond the four weeks offered', { date: '2027-01-06' }, 404, 'SESSION_NOT_FOUND'],
      ['a cancelled session', { date: '2026-12-09' }, 409, 'SESSION_CANCELLED'],
      ['a closed session', { date: '2026-12-28' }, 409, 'SESSION_CANCELLED'],
      ['a full session', { date: '2026-12-21' }, 409, 'SESSION_FULL'],
      ['an inactive class', { classId: stopped.id }, 409, 'CLASS_INACTIVE'],
      ['an unknown class', { classId: '7d2b0a2e-94b6-4a53-8d3f-2d0f6f7a1c11' }, 404, 'SESSION_NOT_FOUND'],
      ['a malformed class id', { classId: 'nope' }, 404, 'SESSION_NOT_FOUND'],
    ];
    for (const [what, change, status, code] of cases) {
      const res = await bookAsVisitor(t, { ...visitorBooking(cls.id, { email: newVisitorFamily() }), ...change });
      expect([what, res.statusCode, res.json().error?.code]).toEqual([what, status, code]);
    }
    // Today's session once it has started.
    clock.now = sofia('2026-12-07', '17:00');
    const started = await bookAsVisitor(t, visitorBooking(cls.id, { date: '2026-12-07' }));
    expect([started.statusCode, started.json().error.code]).toEqual([404, 'SESSION_NOT_FOUND']);
    clock.now = START;
    const invalid = await bookAsVisitor(t, {
      ...visitorBooking(cls.id),
      parentName: 'Г',
      email: 'not-an-email',
      phone: 'call me',
      childFirstName: ' ',
      childBirthYear: 1990,
      consent: false,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
    expect(invalid.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'parentName', message: 'nameRequired' },
        { path: 'email', message: 'emailInvalid' },
        { path: 'phone', message: 'phoneInvalid' },
        { path: 'childFirstName', message: 'childNameRequired' },
        { path: 'childBirthYear', message: 'birthYearInvalid' },
        { path: 'consent', message: 'consentRequired' },
      ]),
    );
    const noConsent = await bookAsVisitor(t, { ...visitorBooking(cls.id), consent: undefined });
    expect(noConsent.json().error.details).toEqual([{ path: 'consent', message: 'consentRequired' }]);
    expect(await trialState(db)).toEqual(before);
  });

  it('keeps the club’s limit per child: the same address, first name (any case or spacing) and birth year', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const book = (change: Record<string, unknown>) => bookAsVisitor(t, { ...visitorBooking(cls.id), ...change });
    expect((await book({ childFirstName: 'Ана Мария' })).statusCode).toBe(201);
    const again = await book({ childFirstName: ' ана  мария', date: '2026-12-16', email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TRIAL_LIMIT');
    // Another child of the family (another name, or another birth year), or another family's Ана Мария, may come.
    expect((await book({ childFirstName: 'Боян', date: '2026-12-16' })).statusCode).toBe(201);
    expect((await book({ childFirstName: 'Ана Мария', childBirthYear: 2020, date: '2026-12-16' })).statusCode).toBe(
      201,
    );
    expect(
      (await book({ childFirstName: 'Ана Мария', email: 'other@example.bg', date: '2026-12-16' })).statusCode,
    ).toBe(201);
    expect(await db.select().from(trialBookings)).toHaveLength(4);

    // The club allows two: a second session is taken, a third is refused, the same session twice too.
    await setSessionRules(db, { trialsPerChild: 2 });
    const same = await book({ childFirstName: 'Ана Мария' });
    expect([same.statusCode, same.json().error.code]).toEqual([409, 'CONFLICT']);
    expect((await book({ childFirstName: 'Ана Мария', date: '2026-12-21' })).statusCode).toBe(201);
    const third = await book({ childFirstName: 'Ана Мария', date: '2026-12-23' });
    expect(third.json().error.code).toBe('TRIAL_LIMIT');
    // A cancelled trial no longer counts.
    await db.update(trialBookings).set({ cancelledAt: START }).where(eq(trialBookings.date, '2026-12-21'));
    expect((await book({ childFirstName: 'Ана Мария', date: '2026-12-23' })).statusCode).toBe(201);
  });

  it('answers a bot that fills the honeypot like a booking, and stores and mails nothing', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const before = await trialState(db);
    const res = await bookAsVisitor(t, visitorBooking(cls.id, { website: 'https://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await trialState(db)).toEqual(before);
  });

  it('limits bookings per address and per email', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    // One address: ten bookings an hour (each a different family, all taken), the eleventh is refused.
    const fromOneAddress = [];
    for (let i = 0; i < 11; i++) {
      fromOneAddress.push(
        await bookAsVisitor(t, visitorBooking(cls.id, { email: `family-${i}@example.bg` }), { ip: '10.1.1.1' }),
      );
    }
    expect(fromOneAddress.map((r) => r.statusCode)).toEqual([...Array(8).fill(201), 409, 409, 429]);
    // One email from many addresses: ten a day, whatever the answers (the session is full now).
    const oneEmail = [];
    for (let i = 0; i < 11; i++) {
      oneEmail.push(
        await bookAsVisitor(t, visitorBooking(cls.id, { email: 'busy@example.bg', childFirstName: `Дете ${i}` })),
      );
    }
    expect(oneEmail.map((r) => r.statusCode)).toEqual([...Array(10).fill(409), 429]);
    expect(oneEmail[10]?.json().error.code).toBe('RATE_LIMITED');
  });
});
