// Erasure requests (issue 29 item 4): who may ask, withdraw, refuse and confirm; what each answer is; what erasing
// one child does to the family's places, photos and consents; and the daily job erasing only what is due.
import { ERASURE_GRACE_DAYS } from '@swim/shared/privacy';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  consents,
  dataExports,
  enrollments,
  erasureRequests,
  subscriptions,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { uploadsDirOf } from '../../config.js';
import { useTestApp } from '../../test/app.js';
import { writeExportFile } from '../family-export/export-files.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import {
  TEST_CARDS,
  buildChild,
  buildClass,
  buildEnrollment,
  clubMonth,
  submitCheckout,
} from '../../test/factories.js';
import type { TestProvider } from '../payments/provider/test-provider.js';
import { runDueErasures } from './erasure-jobs.js';
import { erasureDeps } from './erasure.routes.js';

const t = useTestApp({ rateLimitMax: 100_000 });
let parent: Caller;
let childId: string;
let siblingId: string;

beforeEach(async () => {
  const db = t.database.db;
  parent = await buildCaller(t.app, db, { name: 'Мария Петрова' });
  childId = (await buildChild(db, parent.user.id)).id;
  siblingId = (await buildChild(db, parent.user.id, { fullName: 'Елена Петрова', firstName: 'Elena' })).id;
});

afterEach(async () => {
  await (t.app.payments.provider as TestProvider).deliverPending();
});

const askAccount = (caller: Caller) => caller.inject({ method: 'POST', url: '/api/erasure-requests/account' });
const askChild = (caller: Caller, id = childId) =>
  caller.inject({ method: 'POST', url: `/api/children/${id}/erasure-request` });
const confirm = (caller: Caller, id: string) =>
  caller.inject({ method: 'POST', url: `/api/admin/erasure-requests/${id}/confirm` });
const refuse = (caller: Caller, id: string, reason?: string) =>
  caller.inject({ method: 'POST', url: `/api/admin/erasure-requests/${id}/refuse`, payload: { reason } });
const requestCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from erasure_requests`))[0]?.n;
const buildAdmin = () => buildCaller(t.app, t.database.db, { role: 'admin', name: 'Админ' });
/** The mails the outbox holds for an address: kind, subject and text. */
const mailsTo = (to: string) =>
  queryRows<{ kind: string; subject: string; text: string }>(
    t.database.db,
    sql`select kind, subject, text_body as text from email_outbox where to_address = ${to} and kind like 'erasure-%' order by created_at`,
  );

describe('asking for an erasure', () => {
  it('refuses the anonymous (401) and staff asking to erase their own account (403), and creates nothing', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/erasure-requests/account' });
    expect(anonymous.statusCode).toBe(401);
    const coach = await buildCaller(t.app, t.database.db, { role: 'instructor' });
    expect((await askAccount(coach)).statusCode).toBe(403);
    expect(await requestCount()).toBe(0);
  });

  it('answers another family’s child like an unknown one, and creates nothing', async () => {
    const other = await buildCaller(t.app, t.database.db, { name: 'Друг Родител' });
    const res = await askChild(other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CHILD_NOT_FOUND');
    expect((await askChild(parent, 'not-an-id')).statusCode).toBe(404);
    expect(await requestCount()).toBe(0);
  });

  it('records a pending request due after the grace period, once; the family can withdraw it while pending', async () => {
    const before = Date.now();
    const asked = await askAccount(parent);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ scope: 'account', state: 'pending', childId: null });
    const [row] = await t.database.db.select().from(erasureRequests);
    expect(row?.userId).toBe(parent.user.id);
    const due = row ? row.dueAt.getTime() - row.requestedAt.getTime() : 0;
    expect(due).toBe(ERASURE_GRACE_DAYS * 24 * 3600 * 1000);
    expect(row && row.requestedAt.getTime() >= before - 1000).toBe(true);

    const again = await askAccount(parent);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ERASURE_PENDING');
    // The account's request covers every child: a child's request meanwhile is the same answer.
    expect((await askChild(parent)).json().error.code).toBe('ERASURE_PENDING');

    const other = await buildCaller(t.app, t.database.db, { name: 'Друг Родител' });
    const foreign = await other.inject({ method: 'POST', url: `/api/erasure-requests/${row?.id}/cancel` });
    expect(foreign.statusCode).toBe(404);

    const cancelled = await parent.inject({ method: 'POST', url: `/api/erasure-requests/${row?.id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().state).toBe('cancelled');
    const twice = await parent.inject({ method: 'POST', url: `/api/erasure-requests/${row?.id}/cancel` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ERASURE_NOT_PENDING');
    expect((await askAccount(parent)).statusCode).toBe(201);
  });
});

describe('the admin’s decision', () => {
  it('is refused to the parent (403); a refusal needs a reason, is shown to the family and cannot be confirmed', async () => {
    const id = (await askChild(parent)).json().id as string;
    expect((await confirm(parent, id)).statusCode).toBe(403);
    const admin = await buildAdmin();

    const list = await admin.inject({ method: 'GET', url: '/api/admin/erasure-requests' });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id,
        scope: 'child',
        parent: { id: parent.user.id, name: 'Мария Петрова', email: parent.user.email },
        child: { id: childId, name: 'Александър Петров' },
        childCount: 1,
      }),
    ]);

    const noReason = await refuse(admin, id);
    expect(noReason.statusCode).toBe(400);
    expect((await refuse(admin, id, 'Дължима сума по договор')).json()).toMatchObject({
      state: 'refused',
      refusalReason: 'Дължима сума по договор',
    });
    const own = await parent.inject({ method: 'GET', url: '/api/erasure-requests' });
    expect(own.json()[0]).toMatchObject({ id, state: 'refused', refusalReason: 'Дължима сума по договор' });
    expect((await confirm(admin, id)).json().error.code).toBe('ERASURE_NOT_PENDING');
    expect((await admin.inject({ method: 'GET', url: '/api/admin/erasure-requests' })).json()).toEqual([]);
    // The child is untouched.
    const [child] = await queryRows<{ full_name: string }>(
      t.database.db,
      sql`select full_name from children where id = ${childId}`,
    );
    expect(child?.full_name).toBe('Александър Петров');
    // The family is told in its language, with the child's name and the admin's reason.
    const [mail, ...more] = await mailsTo(parent.user.email);
    expect(more).toEqual([]);
    expect(mail?.kind).toBe('erasure-refused');
    expect(mail?.subject).toMatch(/^Искането ви за изтриване на данни не е изпълнено – /);
    expect(mail?.text).toContain('да изтрием данните на Александър Петров не е изпълнено');
    expect(mail?.text).toContain('Причина:\nДължима сума по договор');
  });

  it('answers an unknown or malformed request with 404, and a second confirmation with ERASURE_NOT_PENDING', async () => {
    const admin = await buildAdmin();
    expect((await confirm(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await confirm(admin, 'nope')).statusCode).toBe(404);
    const id = (await askChild(parent)).json().id as string;
    expect((await confirm(admin, id)).statusCode).toBe(204);
    const twice = await confirm(admin, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ERASURE_NOT_PENDING');
  });

  it('erases one child at once: its place goes to the waiting list, its consents go, the sibling and account stay', async () => {
    const db = t.database.db;
    const full = await buildClass(db, { maxCapacity: 1 });
    const enrollment = await buildEnrollment(db, childId, full.id);
    const other = await buildCaller(t.app, db, { name: 'Друг Родител' });
    const waiting = await buildChild(db, other.user.id, {
      fullName: 'Иво Иванов',
      firstName: 'Ivo',
      lastName: 'Ivanov',
    });
    await db.insert(waitlistEntries).values({ classId: full.id, childId: waiting.id, planType: 'pool_8', position: 1 });
    await db.insert(consents).values({ childId, kind: 'photos', granted: true, textVersion: 1, givenAs: 'parent' });
    const id = (await askChild(parent)).json().id as string;
    const admin = await buildAdmin();
    expect((await confirm(admin, id)).statusCode).toBe(204);

    const [child] = await queryRows<Record<string, unknown>>(
      db,
      sql`select full_name, notes, medical_notes, emergency_contact, emergency_phone, birth_date::text as birth_date,
        erased_at is not null as erased from children where id = ${childId}`,
    );
    expect(child).toMatchObject({ emergency_contact: '', emergency_phone: '', birth_date: '2016-01-01', erased: true });
    expect(child?.full_name).toMatch(/^Изтрито дете [0-9a-f]{4}$/);
    const [ended] = await db.select().from(enrollments).where(eq(enrollments.id, enrollment.id));
    expect(ended?.active).toBe(false);
    const offers = await db.select().from(waitlistOffers).where(eq(waitlistOffers.childId, waiting.id));
    expect(offers.map((o) => o.status)).toEqual(['open']);
    expect(await db.select().from(consents).where(eq(consents.childId, childId))).toEqual([]);
    const [sibling] = await queryRows<{ full_name: string }>(
      db,
      sql`select full_name from children where id = ${siblingId}`,
    );
    expect(sibling?.full_name).toBe('Елена Петрова');
    const listed = await parent.inject({ method: 'GET', url: '/api/children' });
    expect(listed.json().map((c: { id: string }) => c.id)).toEqual([siblingId]);
    // Every step is on the audit log with ids and counts, never the names.
    const steps = await queryRows<{ details: string }>(
      db,
      sql`select details::text as details from audit_log where action = 'erasure.step' and entity_id = ${id}`,
    );
    expect(steps.length).toBeGreaterThan(5);
    for (const { details } of steps) expect(details).not.toMatch(/Александър|Alexander|Петров/);
    // The parent is told, without the erased child's name (the mail outlives the erasure in the outbox).
    const mails = await mailsTo(parent.user.email);
    expect(mails.map((m) => m.kind)).toEqual(['erasure-child-completed']);
    expect(mails[0]?.text).toContain('изтрихме личните данни на детето ви');
    expect(mails[0]?.text).not.toMatch(/Александър|Alexander/);
    // The pseudonymous row stays for the payments; the console cannot write a name back into it.
    const edit = await admin.inject({
      method: 'PUT',
      url: `/api/admin/children/${childId}`,
      payload: {
        fullName: 'Александър Петров',
        firstName: 'Alexander',
        lastName: 'Petrov',
        birthDate: '2016-01-01',
        gender: 'male',
        notes: '',
        medicalNotes: '',
        emergencyContact: 'Мария Петрова',
        emergencyPhone: '+359 887 000 111',
      },
    });
    expect([edit.statusCode, edit.json().error?.code]).toEqual([409, 'CHILD_ERASED']);
    const [still] = await queryRows<{ full_name: string }>(
      db,
      sql`select full_name from children where id = ${childId}`,
    );
    expect(still?.full_name).toMatch(/^Изтрито дете/);
    // An erased child is no longer the family's to ask about.
    expect((await askChild(parent)).statusCode).toBe(404);
  });
});

describe('a family that still owes for the child', () => {
  it('keeps owing the club after the erasure: the months stay on the admin’s arrears under the pseudonym', async () => {
    const db = t.database.db;
    // Eight sessions a month at 10.00: 80.00 a month, the two months before this one never paid.
    const cls = await buildClass(db, { pricePerClass: 1000, currency: 'EUR' });
    await buildEnrollment(db, childId, cls.id, { startsOn: `${clubMonth(new Date(), -2)}-01` });
    const id = (await askChild(parent)).json().id as string;
    const admin = await buildAdmin();
    expect((await confirm(admin, id)).statusCode).toBe(204);
    const arrears = (await admin.inject({ url: '/api/admin/arrears' })).json();
    const family = arrears.families.find((f: { parentId: string }) => f.parentId === parent.user.id);
    const periods = family?.periods.map((p: { billingPeriod: string; childName: string; balance: number }) => [
      p.billingPeriod,
      p.balance,
    ]);
    expect(periods).toEqual(
      expect.arrayContaining([
        [clubMonth(new Date(), -2), 8000],
        [clubMonth(new Date(), -1), 8000],
      ]),
    );
    for (const p of family.periods) {
      expect(p.childName).toMatch(/^Изтрито дете [0-9a-f]{4}$/);
      expect(p.childErased).toBe(true);
    }
    // The family no longer sees the child: an admin's reminder has nothing to send them (the daily job filters alike).
    const remind = await admin.inject({ method: 'POST', url: `/api/admin/arrears/${parent.user.id}/remind` });
    expect([remind.statusCode, remind.json().error?.code]).toEqual([409, 'NOTHING_OVERDUE']);
  });
});

describe('the family’s copies of its data', () => {
  it('are deleted with their files when a child or the account is erased', async () => {
    const db = t.database.db;
    const uploads = uploadsDirOf(t.app.config);
    const keep = async () => {
      const fileKey = await writeExportFile(uploads, new Uint8Array([80, 75, 5, 6]));
      await db.insert(dataExports).values({ userId: parent.user.id, status: 'ready', fileKey });
      return path.join(uploads, '.exports', fileKey);
    };
    const admin = await buildAdmin();
    const first = await keep();
    expect(existsSync(first)).toBe(true);
    expect((await confirm(admin, (await askChild(parent)).json().id)).statusCode).toBe(204);
    expect(existsSync(first)).toBe(false);
    const second = await keep();
    expect((await confirm(admin, (await askAccount(parent)).json().id)).statusCode).toBe(204);
    expect(existsSync(second)).toBe(false);
    expect(await db.select().from(dataExports)).toEqual([]);
  });
});

describe('a family paying by card subscription', () => {
  it('has the subscription end with the period already paid, at the provider and in our records', async () => {
    const db = t.database.db;
    const cls = await buildClass(db, { pricePerClass: 2000, monthlyPrice: 18000 });
    const enrollment = await buildEnrollment(db, childId, cls.id, { planType: 'pool_8', sessionsRemaining: 0 });
    const started = await parent.inject({
      method: 'POST',
      url: `/api/children/${childId}/payments`,
      payload: { enrollmentId: enrollment.id, billingPeriod: clubMonth(), method: 'card', recurring: true },
    });
    expect(started.statusCode).toBe(201);
    expect((await submitCheckout(t.app, started.json().checkoutUrl, TEST_CARDS.success)).statusCode).toBe(303);
    const [running] = await db.select().from(subscriptions).where(eq(subscriptions.enrollmentId, enrollment.id));
    expect(running).toMatchObject({ status: 'active', cancelAt: null });

    const id = (await askAccount(parent)).json().id as string;
    expect((await confirm(await buildAdmin(), id)).statusCode).toBe(204);
    const [ended] = await db.select().from(subscriptions).where(eq(subscriptions.enrollmentId, enrollment.id));
    expect(ended?.cancelAt).not.toBeNull();
    const atProvider = await t.app.payments.provider.getSubscription(running?.providerSubscriptionId ?? '');
    expect(atProvider.cancelAt).not.toBeNull();
    // The payment that started it is kept, with its amount.
    const [paid] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where parent_id = ${parent.user.id} and status = 'paid'`,
    );
    expect(paid?.n).toBe(1);
  });
});

describe('a parent made staff after asking', () => {
  it('is not erased: the admin gets ERASURE_STAFF_ACCOUNT, the job leaves the request pending', async () => {
    const db = t.database.db;
    const id = (await askAccount(parent)).json().id as string;
    await db.execute(sql`update users set role = 'instructor' where id = ${parent.user.id}`);
    const admin = await buildAdmin();
    const answer = await confirm(admin, id);
    expect([answer.statusCode, answer.json().error.code]).toEqual([409, 'ERASURE_STAFF_ACCOUNT']);
    await db.update(erasureRequests).set({ dueAt: sql`now() - interval '1 minute'` }).where(eq(erasureRequests.id, id));
    expect(await runDueErasures({ ...erasureDeps(t.app), log: { error: () => undefined } })).toBe(0);
    const [row] = await queryRows<{ status: string; name: string; erased: boolean }>(
      db,
      sql`select r.status, u.full_name as name, u.erased_at is not null as erased
        from erasure_requests r join users u on u.id = r.user_id where r.id = ${id}`,
    );
    expect(row).toEqual({ status: 'pending', name: 'Мария Петрова', erased: false });
    // The admin can still refuse it with a reason.
    expect((await refuse(admin, id, 'Профилът е на треньор')).json().state).toBe('refused');
  });
});

describe('the daily job', () => {
  it('erases only the requests whose grace period has passed', async () => {
    const db = t.database.db;
    const dueId = (await askChild(parent)).json().id as string;
    const laterId = (await askChild(parent, siblingId)).json().id as string;
    await db
      .update(erasureRequests)
      .set({ dueAt: sql`now() - interval '1 minute'` })
      .where(eq(erasureRequests.id, dueId));
    const erased = await runDueErasures({ ...erasureDeps(t.app), log: { error: () => undefined } });
    expect(erased).toBe(1);
    const states = await queryRows<{ id: string; status: string; confirmed_by: string | null }>(
      db,
      sql`select id, status, confirmed_by from erasure_requests order by requested_at`,
    );
    expect(states).toEqual([
      { id: dueId, status: 'completed', confirmed_by: null },
      { id: laterId, status: 'pending', confirmed_by: null },
    ]);
    const names = await queryRows<{ id: string; full_name: string }>(
      db,
      sql`select id, full_name from children where id in (${childId}, ${siblingId}) order by full_name`,
    );
    expect(names.find((n) => n.id === siblingId)?.full_name).toBe('Елена Петрова');
    expect(names.find((n) => n.id === childId)?.full_name).toMatch(/^Изтрито дете/);
    expect(await runDueErasures({ ...erasureDeps(t.app), log: { error: () => undefined } })).toBe(0);
  });
});

describe('deleting a child by typing the name (the spec’s delete)', () => {
  it('still works while an erasure request for the child waits, and closes that request', async () => {
    const id = (await askChild(parent)).json().id as string;
    const res = await parent.inject({
      method: 'DELETE',
      url: `/api/children/${childId}`,
      payload: { confirmName: 'Александър Петров' },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
    expect(row?.status).not.toBe('pending');
  });
});
