// The admin's arrears list (issue 25): who is in it and in what order, the reminder mail in the family's language, notes,
// write-offs (never more than owed, audit-logged, race-proof) and the CSV.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditLog, emailOutbox, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildPayment, buildUser, clubMonth } from '../../test/factories.js';

const t = useTestApp({ rateLimitMax: 100_000 });

/** The first of the month `back` months ago, as a club day. */
const monthStart = (back: number) => `${clubMonth(new Date(), -back)}-01`;

/**
 * Two families: the Ivanovs' child started three months ago and paid only the first month (two months overdue, the
 * oldest 2 months back); the Petrovs' child started last month and paid nothing (one month overdue). This month is not
 * counted: on the 1st to 10th it is not overdue yet, so only months before it are (by hand: 8 × 10.00 € each).
 */
async function twoFamilies() {
  const db = t.database.db;
  const admin = await buildCaller(t.app, db, { role: 'admin' });
  const ivanova = await buildUser(db, { name: 'Мария Иванова', email: 'ivanova@example.com', preferredLanguage: 'en' });
  const petrov = await buildUser(db, { name: 'Петър Петров', email: 'petrov@example.com', preferredLanguage: 'ru' });
  const cls = await buildClass(db, { pricePerClass: 1000, currency: 'EUR', title: { bg: 'Делфини', en: 'Dolphins' } });
  const ana = await buildChild(db, ivanova.id, { fullName: 'Ана Иванова' });
  const pavel = await buildChild(db, petrov.id, { fullName: 'Павел Петров' });
  const anaIn = await buildEnrollment(db, ana.id, cls.id, { startsOn: monthStart(3) });
  const pavelIn = await buildEnrollment(db, pavel.id, cls.id, { startsOn: monthStart(1) });
  await buildPayment(db, {
    parentId: ivanova.id,
    childId: ana.id,
    enrollmentId: anaIn.id,
    billingPeriod: clubMonth(new Date(), -3),
    amount: 8000,
    currency: 'EUR',
  });
  // This month is paid by both, so whatever the day, only the months before it count.
  for (const [parentId, childId, enrollmentId] of [
    [ivanova.id, ana.id, anaIn.id],
    [petrov.id, pavel.id, pavelIn.id],
  ] as const) {
    await buildPayment(db, {
      parentId,
      childId,
      enrollmentId,
      billingPeriod: clubMonth(),
      amount: 8000,
      currency: 'EUR',
    });
  }
  return { admin, ivanova, petrov, anaIn, pavelIn };
}

const list = async (admin: Caller) => (await admin.inject({ url: '/api/admin/arrears' })).json();

describe('the arrears list', () => {
  it('lists each family with an overdue balance, the longest overdue first, with the total in euro', async () => {
    const { admin, ivanova, petrov } = await twoFamilies();
    const body = await list(admin);
    expect(body.families.map((f: { parentId: string }) => f.parentId)).toEqual([ivanova.id, petrov.id]);
    const [first, second] = body.families;
    expect(first.periods.map((p: { billingPeriod: string }) => p.billingPeriod)).toEqual([
      clubMonth(new Date(), -2),
      clubMonth(new Date(), -1),
    ]);
    expect(first.total).toEqual({ currency: 'EUR', amount: 16_000, converted: 0 });
    expect(first.periods[0]).toMatchObject({ childName: 'Ана Иванова', due: 8000, paid: 0, balance: 8000 });
    expect(first.lastReminder).toBeNull();
    expect(second.total.amount).toBe(8000);
    expect(first.daysOverdue).toBeGreaterThan(second.daysOverdue);
    expect(body.total).toEqual({ currency: 'EUR', amount: 24_000, converted: 0 });
  });

  it('sends a reminder in the family’s language, records it and shows it as the last one', async () => {
    const { admin, ivanova } = await twoFamilies();
    const sent = await admin.inject({ method: 'POST', url: `/api/admin/arrears/${ivanova.id}/remind` });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().periods).toBe(2);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'ivanova@example.com'), eq(emailOutbox.kind, 'payment-reminder')));
    expect(mail?.subject).toMatch(/^Payment reminder/);
    expect(mail?.text).toContain('Ана Иванова, Dolphins');
    // The months written out in English, the amounts as English writes euros; no 'YYYY-MM' in the mail.
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${clubMonth(new Date(), -2)}-15T00:00:00Z`),
    );
    expect(mail?.text).toContain(`${month}: €80.00`);
    expect(mail?.text).not.toMatch(/\b\d{4}-\d{2}\b/);
    const family = (await list(admin)).families.find((f: { parentId: string }) => f.parentId === ivanova.id);
    expect(family.lastReminder.sentBy).toEqual({ bg: admin.user.name });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.reminder_sent'), eq(auditLog.entityId, ivanova.id)));
    expect(entry?.actorId).toBe(admin.user.id);
  });

  it('refuses a reminder to a family with nothing overdue, and a note without text', async () => {
    const { admin } = await twoFamilies();
    const settled = await buildUser(t.database.db, { email: 'settled@example.com' });
    const refused = await admin.inject({ method: 'POST', url: `/api/admin/arrears/${settled.id}/remind` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NOTHING_OVERDUE');
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'payment-reminder'));
    expect(mails).toEqual([]);
    const empty = await admin.inject({
      method: 'POST',
      url: `/api/admin/arrears/${settled.id}/notes`,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ path: 'body', message: 'noteRequired' }]);
  });

  it('keeps notes on the family, newest first', async () => {
    const { admin, petrov } = await twoFamilies();
    for (const body of ['Ще плати в събота.', 'Обадих се, не вдигна.']) {
      const saved = await admin.inject({
        method: 'POST',
        url: `/api/admin/arrears/${petrov.id}/notes`,
        payload: { body },
      });
      expect(saved.statusCode).toBe(201);
    }
    const family = (await list(admin)).families.find((f: { parentId: string }) => f.parentId === petrov.id);
    expect(family.notes.map((n: { body: string }) => n.body)).toEqual(['Обадих се, не вдигна.', 'Ще плати в събота.']);
  });

  it('writes off part of a balance, never more than is owed, and audit-logs it', async () => {
    const { admin, petrov, pavelIn } = await twoFamilies();
    const period = clubMonth(new Date(), -1);
    const writeOff = (amount: number) =>
      admin.inject({
        method: 'POST',
        url: `/api/admin/arrears/${petrov.id}/write-offs`,
        payload: { enrollmentId: pavelIn.id, billingPeriod: period, amount, reason: 'Болен половин месец' },
      });
    const tooMuch = await writeOff(8001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details).toEqual([{ path: 'amount', message: 'moreThanOwed' }]);
    const part = await writeOff(3000);
    expect(part.statusCode).toBe(201);
    expect(part.json().balance).toBe(5000);
    let family = (await list(admin)).families.find((f: { parentId: string }) => f.parentId === petrov.id);
    expect(family.periods[0]).toMatchObject({ due: 8000, writtenOff: 3000, balance: 5000 });
    expect((await writeOff(5000)).statusCode).toBe(201);
    family = (await list(admin)).families.find((f: { parentId: string }) => f.parentId === petrov.id);
    expect(family).toBeUndefined();
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.written_off'));
    expect(entries.map((e) => e.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount: 3000, month: period, reason: 'Болен половин месец' })]),
    );
    // Nothing left: another write-off finds nothing owed.
    expect((await writeOff(1)).statusCode).toBe(404);
  });

  it('lets only one of two write-offs of the whole balance at once through', async () => {
    const { admin, petrov, pavelIn } = await twoFamilies();
    const payload = {
      enrollmentId: pavelIn.id,
      billingPeriod: clubMonth(new Date(), -1),
      amount: 8000,
      reason: 'Отказ',
    };
    const answers = await Promise.all(
      [1, 2].map(() => admin.inject({ method: 'POST', url: `/api/admin/arrears/${petrov.id}/write-offs`, payload })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    const [row] = await queryRows<{ total: number }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0)::int as total from payment_write_offs`,
    );
    expect(row?.total).toBe(8000);
  });

  it('exports the list as CSV in the reader’s language, one row per overdue month', async () => {
    const { admin } = await twoFamilies();
    const res = await admin.inject({ url: '/api/admin/arrears.csv?lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Parent,Email,Phone,Child,Class,Month,Due,Paid,Written off,Balance,Currency,Due date,Days overdue,Last reminder',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Ана Иванова,Dolphins');
    expect(lines[1]).toContain(',80.00,0.00,0.00,80.00,EUR,');
  });

  it('is the admin’s only: a parent and a coach are refused', async () => {
    const { ivanova } = await twoFamilies();
    const parent = await buildCaller(t.app, t.database.db);
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    for (const caller of [parent, coach]) {
      expect((await caller.inject({ url: '/api/admin/arrears' })).statusCode).toBe(403);
      const remind = await caller.inject({ method: 'POST', url: `/api/admin/arrears/${ivanova.id}/remind` });
      expect(remind.statusCode).toBe(403);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.id, ivanova.id));
    expect(user).toBeDefined();
  });
});
