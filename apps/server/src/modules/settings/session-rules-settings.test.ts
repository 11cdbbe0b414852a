// The club's rules for absences and make-ups (issue 26) and its payment grace days (issue 25) as club settings: saved
// from the admin form, read back on both reads, kept when an older form leaves them out, refused when out of range (the
// field named, nothing changed), audited rule by rule, and read by the code that applies them.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, clubSettings } from '../../db/schema/index.js';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { readSessionRules } from '../sessions/dated-sessions.service.js';

const t = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

const form = {
  name: { bg: 'Плувен клуб „Вълна“', en: '', ru: '' },
  address: { bg: 'бул. „Черни връх“ 1, София', en: '', ru: '' },
  phone: '+359 2 123 4567',
  email: 'office@valna.bg',
  officeHours: [null, null, null, null, null, null, null],
  bank: { holder: 'Клуб Вълна', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank: 'Commerzbank' },
};

/** The defaults, written out by hand (not read from the code under test). */
const DEFAULTS = {
  absenceNoticeHours: 2,
  creditPlans: ['pool_8', 'pool_12', 'pool_16'],
  creditExpiryDays: 60,
  creditsPerMonth: 2,
  cancelledSession: 'credit',
  unlimitedClosureRefund: true,
  waitlistOfferHours: 48,
  trialsPerChild: 1,
};

const changedRules = {
  absenceNoticeHours: 4,
  // Sent out of order and twice: stored once each, in the app's plan order.
  creditPlans: ['kindergarten_monthly', 'pool_12', 'pool_8', 'pool_12'],
  creditExpiryDays: 90,
  creditsPerMonth: 3,
  cancelledSession: 'carry_over',
  unlimitedClosureRefund: false,
};
// The waiting list's and trials' rules (issue 28) left out by this form keep their values (the defaults here).
const storedRules = {
  ...changedRules,
  creditPlans: ['pool_8', 'pool_12', 'kindergarten_monthly'],
  waitlistOfferHours: 48,
  trialsPerChild: 1,
};

const put = (payload: object) => admin.inject({ method: 'PUT', url: '/api/admin/settings', payload });
const publicRead = async () => (await t.app.inject({ url: '/api/club/settings' })).json();
const snapshot = async () => ({
  settings: await t.database.db.select().from(clubSettings),
  audit: await t.database.db.select().from(auditLog),
});
/** What the columns hold, read by SQL apart from the service. */
const columns = async () =>
  (
    await queryRows<{ session_rules: unknown; payment_grace_days: number }>(
      t.database.db,
      sql`select session_rules, payment_grace_days from club_settings`,
    )
  )[0];

describe('session rules and grace days as club settings', () => {
  it('reads as the defaults before anything is saved, on the public and the admin read', async () => {
    expect(await publicRead()).toMatchObject({ sessionRules: DEFAULTS, paymentGraceDays: 10 });
    expect((await admin.inject({ url: '/api/admin/settings' })).json()).toMatchObject({
      sessionRules: DEFAULTS,
      paymentGraceDays: 10,
    });
  });

  it('saves both, reads them back, and the rules and grace days the app applies are the saved ones', async () => {
    const before = await publicRead();
    const res = await put({ ...form, sessionRules: changedRules, paymentGraceDays: 14 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sessionRules: storedRules, paymentGraceDays: 14 });
    expect(await columns()).toEqual({ session_rules: storedRules, payment_grace_days: 14 });
    // The public read is cached; the write moved its stamp, so it answers with the new values at once.
    const after = await publicRead();
    expect(before.sessionRules).toEqual(DEFAULTS);
    expect(after).toMatchObject({ sessionRules: storedRules, paymentGraceDays: 14 });
    // The sessions module reads the same column.
    expect(await readSessionRules(t.database.db)).toEqual(storedRules);
  });

  it('saves how long an offer is held and the trials per child, and keeps them when a form leaves them out', async () => {
    const res = await put({ ...form, sessionRules: { ...changedRules, waitlistOfferHours: 24, trialsPerChild: 2 } });
    expect(res.statusCode).toBe(200);
    expect((await columns())?.session_rules).toEqual({ ...storedRules, waitlistOfferHours: 24, trialsPerChild: 2 });
    expect((await put({ ...form, sessionRules: changedRules })).statusCode).toBe(200);
    expect((await columns())?.session_rules).toEqual({ ...storedRules, waitlistOfferHours: 24, trialsPerChild: 2 });
  });

  it('keeps the stored values when an older form leaves them out', async () => {
    await put({ ...form, sessionRules: changedRules, paymentGraceDays: 0 });
    expect((await put({ ...form, phone: '+359 2 765 4321' })).statusCode).toBe(200);
    expect(await columns()).toEqual({ session_rules: storedRules, payment_grace_days: 0 });
  });

  it.each([
    ['a notice of 169 hours', { absenceNoticeHours: 169 }, 'sessionRules.absenceNoticeHours', 'noticeHoursInvalid'],
    ['a notice of 1.5 hours', { absenceNoticeHours: 1.5 }, 'sessionRules.absenceNoticeHours', 'noticeHoursInvalid'],
    ['a negative notice', { absenceNoticeHours: -1 }, 'sessionRules.absenceNoticeHours', 'noticeHoursInvalid'],
    ['a notice as text', { absenceNoticeHours: 'two' }, 'sessionRules.absenceNoticeHours', 'noticeHoursInvalid'],
    ['credits valid 0 days', { creditExpiryDays: 0 }, 'sessionRules.creditExpiryDays', 'creditExpiryInvalid'],
    ['credits valid 366 days', { creditExpiryDays: 366 }, 'sessionRules.creditExpiryDays', 'creditExpiryInvalid'],
    ['32 credits a month', { creditsPerMonth: 32 }, 'sessionRules.creditsPerMonth', 'creditsPerMonthInvalid'],
    ['an unknown plan', { creditPlans: ['pool_8', 'pool_99'] }, 'sessionRules.creditPlans.1', undefined],
    ['an unknown cancellation rule', { cancelledSession: 'refund' }, 'sessionRules.cancelledSession', undefined],
    ['offers held 0 hours', { waitlistOfferHours: 0 }, 'sessionRules.waitlistOfferHours', 'offerHoursInvalid'],
    ['offers held 337 hours', { waitlistOfferHours: 337 }, 'sessionRules.waitlistOfferHours', 'offerHoursInvalid'],
    ['11 trials per child', { trialsPerChild: 11 }, 'sessionRules.trialsPerChild', 'trialsPerChildInvalid'],
  ])('refuses %s with the field named, and changes nothing', async (_what, change, path, message) => {
    await put({ ...form, sessionRules: DEFAULTS, paymentGraceDays: 10 });
    const before = await snapshot();
    const res = await put({ ...form, sessionRules: { ...changedRules, ...change }, paymentGraceDays: 14 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining(message ? { path, message } : { path })]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [61, 'more than 60'],
    [-1, 'negative'],
    [2.5, 'a fraction'],
  ])('refuses %s grace days (%s) with the field named, and changes nothing', async (days) => {
    await put({ ...form, paymentGraceDays: 10 });
    const before = await snapshot();
    const res = await put({ ...form, sessionRules: changedRules, paymentGraceDays: days });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'paymentGraceDays', message: 'graceDaysInvalid' })]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('audits each change with its values before and after, and nothing when they stay', async () => {
    await put(form);
    await put({ ...form, sessionRules: changedRules, paymentGraceDays: 14 });
    await put({ ...form, sessionRules: changedRules, paymentGraceDays: 14 });
    await put({ ...form, paymentGraceDays: 20 });
    const audit = await t.database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(audit.map((entry) => entry.action)).toEqual([
      'settings.updated',
      'settings.updated',
      'settings.updated',
      'settings.updated',
    ]);
    expect(audit[1]?.details).toEqual({
      sessionRules: { from: DEFAULTS, to: storedRules },
      paymentGraceDays: { from: 10, to: 14 },
    });
    // The same values again: the entry says nothing changed.
    expect(audit[2]?.details).toEqual({});
    expect(audit[3]?.details).toEqual({ paymentGraceDays: { from: 14, to: 20 } });
  });
});
