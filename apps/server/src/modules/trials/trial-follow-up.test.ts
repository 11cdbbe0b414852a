// The follow-up after a trial: "enroll in this class" once the session has ended, in the family's language, with one
// link to the filled-in wizard (through sign-up when the address has no account); never for a cancelled trial, one
// already converted, a session the club called off, or a stale one; and once only, even with two runs at once.
import { eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionChanges, trialBookings } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { START, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import { sendTrialFollowUps } from './trial-follow-up.js';
import { buildTrialClass, insertTrial, mailsOfKind, tokenIn } from './trials-test-kit.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });

beforeEach(async () => {
  clock.now = START;
  await setSessionRules(t.database.db);
});

const deps = () => ({
  db: t.database.db,
  mailer: t.app.mailer,
  publicUrl: t.app.config.publicUrl,
  secret: t.app.config.authSecret,
});
const run = (at: Date) => sendTrialFollowUps(deps(), at);

describe('the follow-up after a trial', () => {
  it('mails each family whose trial session has ended, once, in their language, with one link to enroll', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const { cls: calledOff } = await buildTrialClass(db);
    await db
      .insert(sessionChanges)
      .values({ classId: calledOff.id, date: '2026-12-07', startTime: '17:00', kind: 'cancelled' });
    const monday = { classId: cls.id, date: '2026-12-07' };
    // No account for this address; the coach marked the child present.
    const came = await insertTrial(
      db,
      {
        ...monday,
        email: 'olga@example.com',
        language: 'en',
        childFirstName: 'Olga',
        parentName: 'Ivan Petrov',
        attendance: 'present',
      },
      { secret: t.app.config.authSecret },
    );
    // An account uses this address; the child did not come.
    await buildUser(db, { email: 'maria@example.bg' });
    const missed = await insertTrial(db, { ...monday, email: 'maria@example.bg', attendance: 'absent' });
    await insertTrial(db, { ...monday, email: 'c@example.bg', cancelledAt: START });
    await insertTrial(db, { ...monday, email: 'd@example.bg', convertedAt: START });
    await insertTrial(db, { classId: cls.id, date: '2026-12-09', email: 'e@example.bg' });
    await insertTrial(db, { classId: calledOff.id, date: '2026-12-07', email: 'f@example.bg' });
    await insertTrial(db, { classId: cls.id, date: '2026-11-16', email: 'g@example.bg' });

    // The class ends at 18:00.
    expect(await run(sofia('2026-12-07', '17:59'))).toBe(0);
    expect(await run(sofia('2026-12-07', '18:00'))).toBe(2);
    const mails = await mailsOfKind(db, 'trial-follow-up');
    expect(mails.map((m) => m.to).sort()).toEqual(['maria@example.bg', 'olga@example.com']);
    const sent = await db
      .select({ id: trialBookings.id })
      .from(trialBookings)
      .where(isNotNull(trialBookings.followUpSentAt));
    expect(sent.map((s) => s.id).sort()).toEqual([came.id, missed.id].sort());

    const en = mails.find((m) => m.to === 'olga@example.com');
    expect(en?.subject).toBe('How was the trial? Enroll Olga – Delfin Swimming Club');
    expect(en?.text).toContain('Thank you for bringing Olga to the trial lesson on 7 December 2026.');
    expect(en?.text).toContain('Enroll Olga in “Little Dolphins” in one tap');
    // No account: the link signs up first (the details filled in), then opens the wizard filled in with the class.
    const signUp = /http:\/\/localhost:3000\/auth\?tab=sign-up&trial=([\w-]+)&redirect=(\S+)/.exec(en?.text ?? '');
    expect(signUp).not.toBeNull();
    const wizard = new URL(decodeURIComponent(signUp?.[2] ?? ''), 'http://localhost:3000');
    expect(wizard.pathname).toBe('/register-child');
    expect(Object.fromEntries(wizard.searchParams)).toEqual({
      location: cls.locationId,
      class: cls.id,
      child: 'Olga',
      trial: signUp?.[1],
    });
    // The link's secret names the trial.
    const link = await t.app.inject({ url: `/api/trials/link?t=${tokenIn(en?.text ?? '')}` });
    expect(link.json().trial.id).toBe(came.id);

    const bg = mails.find((m) => m.to === 'maria@example.bg');
    expect(bg?.subject).toBe('Как мина пробното занятие? Запишете Ива – Плувен клуб „Делфин“');
    expect(bg?.text).toContain('Липсвахте ни на пробното занятие на 7 декември 2026 г.');
    // An account exists: straight to the wizard (sign-in on the way if needed).
    expect(bg?.text).toMatch(
      /http:\/\/localhost:3000\/register-child\?location=[\w-]+&class=[\w-]+&child=%D0%98%D0%B2%D0%B0&trial=[\w-]+/,
    );
    expect(bg?.text).not.toContain('/auth?');

    // Later runs send nothing more.
    expect(await run(sofia('2026-12-07', '18:15'))).toBe(0);
    expect(await mailsOfKind(db, 'trial-follow-up')).toHaveLength(2);
  });

  it('sends one mail per trial when two runs (or two instances) work at the same moment', async () => {
    const db = t.database.db;
    const { cls } = await buildTrialClass(db);
    const trials = [];
    for (let i = 0; i < 5; i++) {
      trials.push(await insertTrial(db, { classId: cls.id, date: '2026-12-07', email: `family-${i}@example.bg` }));
    }
    const at = sofia('2026-12-07', '18:30');
    const [a, b] = await Promise.all([run(at), run(at)]);
    expect((a ?? 0) + (b ?? 0)).toBe(5);
    const mails = await mailsOfKind(db, 'trial-follow-up');
    expect(mails.map((m) => m.to).sort()).toEqual(trials.map((tr) => tr.email).sort());
    const [one] = await db
      .select()
      .from(trialBookings)
      .where(eq(trialBookings.id, trials[0]?.id as string));
    expect(one?.followUpSentAt).toEqual(at);
  });
});
