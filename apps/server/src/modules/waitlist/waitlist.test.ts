// Waiting lists (issue 28): joining only a full class, the place in line, a freed place offered to the first family
// (unenrolling, a transfer, a deactivation, a deleted child, a capacity raised, a decline, leaving), the offer held
// against everyone else, accepting (signed in or by the mail's link) enrolling the child with its payment due,
// lapsing by the minute job, and the admin's reorder, removal and offer by hand. Refusals change nothing.
// Calendar (club time, UTC+2): now is Mon 2026-12-07 10:00; offers are held 48 hours unless a test says otherwise.
import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  children,
  classes,
  emailOutbox,
  enrollments,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, buildUser } from '../../test/factories.js';
import { START, clock, setSessionRules, sofia } from '../sessions/sessions-test-kit.js';
import { runWaitlistOffers } from './waitlist-jobs.js';

const t = useTestApp({ rateLimitMax: 100_000 }, { now: () => clock.now });
const db = () => t.database.db;

// Sign-in is limited per address (30 in 15 minutes): each family signs in from an address of its own.
let signIns = 0;
const signedIn = (options: { role?: 'admin'; name?: string } = {}) =>
  buildCaller(t.app, db(), { ...options, address: `10.0.${Math.floor(++signIns / 250)}.${signIns % 250}` });
let admin: Caller;
beforeEach(async () => {
  clock.now = START;
  await setSessionRules(db());
  admin = await signedIn({ role: 'admin' });
});
const nextParent = (): Promise<Caller> => signedIn();
const runJob = () =>
  runWaitlistOffers({ db: db(), notices: t.app.notices, publicUrl: 'http://localhost:3000', now: () => clock.now });
let named = 0;
/** A child with a name no other family of the test has. */
const newChild = (parent: Caller, name: string) => buildChild(db(), parent.user.id, { fullName: `${name} ${++named}` });

/** A class of `capacity` places, full: each place taken by a child of its own family. */
async function fullClass(capacity = 1) {
  const cls = await buildClass(db(), { maxCapacity: capacity });
  const regulars = [];
  for (let i = 0; i < capacity; i++) {
    const parent = await nextParent();
    const child = await newChild(parent, 'Редовно');
    const enrollment = await buildEnrollment(db(), child.id, cls.id, { startsOn: '2026-11-01' });
    regulars.push({ parent, child, enrollment });
  }
  return { cls, regulars };
}

/** A new family with a child, joined to the class's list. */
async function waiting(classId: string, name: string) {
  const parent = await nextParent();
  const child = await newChild(parent, name);
  const res = await parent.inject({
    method: 'POST',
    url: `/api/children/${child.id}/waitlist`,
    payload: { classId, planType: 'pool_8' },
  });
  expect(res.statusCode).toBe(201);
  return { parent, child, joined: res.json() as { entryId: string; position: number } };
}

const offersOf = (classId: string) =>
  db().select().from(waitlistOffers).where(eq(waitlistOffers.classId, classId)).orderBy(asc(waitlistOffers.offeredAt));
const openOffers = (classId: string) =>
  db()
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.classId, classId), eq(waitlistOffers.status, 'open')));
/** The offer mails about a child (its parent's address, naming the child). */
const offerMails = (family: { parent: Caller; child: { fullName: string } }) =>
  db()
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.to, family.parent.user.email),
        eq(emailOutbox.kind, 'notice-waitlist_offer'),
        like(emailOutbox.text, `%${family.child.fullName}%`),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt));
/** The secret of the accept link in the family's latest offer mail. */
async function tokenFromMail(family: { parent: Caller; child: { fullName: string } }): Promise<string> {
  const mails = await offerMails(family);
  const text = mails.at(-1)?.text ?? '';
  const found = /\/waitlist\/offer\?token=([\w-]+)&answer=accept/.exec(text);
  expect(found, text).not.toBeNull();
  return found?.[1] as string;
}
/** The family's entry for its child, as its waiting-list screen reads it (undefined: not waiting). */
async function entryOf(family: { parent: Caller; child: { id: string } }) {
  const res = await family.parent.inject({ method: 'GET', url: '/api/waitlist' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { childId: string; position: number; offer: unknown }[]).find(
    (e) => e.childId === family.child.id,
  );
}
const unenroll = (parent: Caller, childId: string, enrollmentId: string) =>
  parent.inject({ method: 'DELETE', url: `/api/children/${childId}/enrollments/${enrollmentId}` });
const classOption = async (caller: Caller, classId: string) => {
  const res = await caller.inject({ method: 'GET', url: '/api/classes' });
  return (res.json() as { id: string; freePlaces: number }[]).find((c) => c.id === classId);
};

async function countRows() {
  const n = async (table: typeof waitlistEntries | typeof waitlistOffers | typeof enrollments | typeof auditLog) =>
    (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    entries: await n(waitlistEntries),
    offers: await n(waitlistOffers),
    enrollments: await n(enrollments),
    audit: await n(auditLog),
  };
}

describe('joining a waiting list', () => {
  it('is refused for a class with a free place, changing nothing', async () => {
    const cls = await buildClass(db(), { maxCapacity: 2 });
    const parent = await nextParent();
    const child = await newChild(parent, 'Свободно');
    const before = await countRows();
    const res = await parent.inject({
      method: 'POST',
      url: `/api/children/${child.id}/waitlist`,
      payload: { classId: cls.id, planType: 'pool_8' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CLASS_HAS_PLACES');
    expect(await countRows()).toEqual(before);
  });

  it('gives each family its place in line, and refuses the same child twice and another family’s child', async () => {
    const { cls } = await fullClass(1);
    const first = await waiting(cls.id, 'Мария');
    const second = await waiting(cls.id, 'Иван');
    expect([first.joined.position, second.joined.position]).toEqual([1, 2]);

    const again = await first.parent.inject({
      method: 'POST',
      url: `/api/children/${first.child.id}/waitlist`,
      payload: { classId: cls.id, planType: 'pool_8' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_WAITING');
    const notOwn = await first.parent.inject({
      method: 'POST',
      url: `/api/children/${second.child.id}/waitlist`,
      payload: { classId: cls.id, planType: 'pool_8' },
    });
    expect(notOwn.statusCode).toBe(404);

    expect(await entryOf(second)).toMatchObject({ classId: cls.id, position: 2, planType: 'pool_8', offer: null });
    // Nobody sees another family's entries.
    expect(await entryOf({ parent: first.parent, child: second.child })).toBeUndefined();
  });

  it('creates the new child and its place in line from the wizard, or nothing at all', async () => {
    const { cls } = await fullClass(1);
    const parent = await signedIn({ name: 'Нов Родител' });
    const child = {
      fullName: 'Нова Калинова',
      firstName: 'Nova',
      lastName: 'Kalinova',
      birthDate: '2018-04-02',
      gender: 'female',
      skillLevel: 'beginner',
      emergencyContact: 'Майка',
      emergencyPhone: '+359888123456',
    };
    const payload = { locationId: cls.locationId, classId: cls.id, planType: 'pool_8', child };
    const res = await parent.inject({ method: 'POST', url: '/api/waitlist/register', payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ position: 1 });
    const mine = await db().select().from(children).where(eq(children.parentId, parent.user.id));
    expect(mine.map((c) => c.fullName)).toEqual(['Нова Калинова']);

    // A plan the class does not offer: no child, no entry.
    const before = await countRows();
    const refused = await parent.inject({
      method: 'POST',
      url: '/api/waitlist/register',
      payload: { ...payload, planType: 'pool_16', child: { ...child, fullName: 'Друга Калинова' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await countRows()).toEqual(before);
    expect(await db().select().from(children).where(eq(children.parentId, parent.user.id))).toHaveLength(1);
  });
});

describe('a place that comes free', () => {
  it('is offered to the first family only, held against everyone else, and taken through the mail link', async () => {
    const { cls, regulars } = await fullClass(1);
    const first = await waiting(cls.id, 'Мария');
    const second = await waiting(cls.id, 'Иван');
    const regular = regulars[0];
    if (!regular) throw new Error('no regular');

    expect((await unenroll(regular.parent, regular.child.id, regular.enrollment.id)).statusCode).toBe(204);
    const offers = await offersOf(cls.id);
    expect(offers.map((o) => [o.childId, o.status])).toEqual([[first.child.id, 'open']]);
    expect(offers[0]?.expiresAt.toISOString()).toBe(sofia('2026-12-09', '10:00').toISOString());
    expect(await offerMails(first)).toHaveLength(1);
    expect(await offerMails(second)).toHaveLength(0);

    // The held place is nobody else's: the wizard shows the class full and a new family cannot enrol.
    const outsider = await nextParent();
    const outsiderChild = await newChild(outsider, 'Външно');
    expect((await classOption(outsider, cls.id))?.freePlaces).toBe(0);
    const direct = await outsider.inject({
      method: 'POST',
      url: `/api/children/${outsiderChild.id}/enrollments`,
      payload: { classId: cls.id, planType: 'pool_8' },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error.code).toBe('CLASS_FULL');

    // Another family cannot answer the offer.
    const offerId = offers[0]?.id as string;
    const notTheirs = await second.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offerId}/accept` });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error.code).toBe('NOT_FOUND');

    expect((await entryOf(first))?.offer).toMatchObject({
      id: offerId,
      expiresAt: sofia('2026-12-09', '10:00').toISOString(),
    });

    const token = await tokenFromMail(first);
    const shown = await t.app.inject({ method: 'GET', url: `/api/waitlist/offer?token=${token}` });
    expect(shown.json()).toMatchObject({ status: 'open', childFirstName: 'Мария', planType: 'pool_8' });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/offer/accept',
      headers: { origin: 'http://localhost:3000' },
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);
    const enrolled = await db()
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.childId, first.child.id), eq(enrollments.active, true)));
    expect(enrolled.map((e) => [e.classId, e.planType])).toEqual([[cls.id, 'pool_8']]);
    // The family now owes the month: its child's enrollment is in their list with the payment due.
    const kids = (await first.parent.inject({ method: 'GET', url: '/api/children' })).json() as {
      id: string;
      enrollments: { classId: string }[];
    }[];
    expect(kids.find((k) => k.id === first.child.id)?.enrollments.map((e) => e.classId)).toEqual([cls.id]);
    // The wait is over; the second family is now first in line, and the class is full again.
    expect(await entryOf(first)).toBeUndefined();
    expect((await entryOf(second))?.position).toBe(1);
    expect(await openOffers(cls.id)).toHaveLength(0);

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/offer/accept',
      headers: { origin: 'http://localhost:3000' },
      payload: { token },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('OFFER_NOT_OPEN');
    const bogus = await t.app.inject({ method: 'GET', url: '/api/waitlist/offer?token=not-a-real-secret' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error.code).toBe('INVALID_TOKEN');
  });

  it('passes to the next family when the offer is declined, the family leaves, or the deadline passes', async () => {
    const { cls, regulars } = await fullClass(1);
    const a = await waiting(cls.id, 'Ана');
    const b = await waiting(cls.id, 'Борис');
    const c = await waiting(cls.id, 'Вера');
    const d = await waiting(cls.id, 'Галя');
    const regular = regulars[0];
    if (!regular) throw new Error('no regular');
    await unenroll(regular.parent, regular.child.id, regular.enrollment.id);

    // Declined: A is off the list, B holds the place.
    const [offerA] = await openOffers(cls.id);
    const declined = await a.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offerA?.id}/decline` });
    expect(declined.statusCode).toBe(204);
    expect((await openOffers(cls.id)).map((o) => o.childId)).toEqual([b.child.id]);
    expect(await entryOf(a)).toBeUndefined();

    // B leaves the list while holding it: C holds it.
    const res = await b.parent.inject({
      method: 'DELETE',
      url: `/api/children/${b.child.id}/waitlist/${b.joined.entryId}`,
    });
    expect(res.statusCode).toBe(204);
    expect((await openOffers(cls.id)).map((o) => o.childId)).toEqual([c.child.id]);

    // C lets it lapse: not before the deadline, then at the minute job after it.
    clock.now = sofia('2026-12-09', '09:59');
    await runJob();
    expect((await openOffers(cls.id)).map((o) => o.childId)).toEqual([c.child.id]);
    clock.now = sofia('2026-12-09', '10:00');
    const [offerC] = await openOffers(cls.id);
    const late = await c.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offerC?.id}/accept` });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('OFFER_EXPIRED');
    expect((await openOffers(cls.id)).map((o) => o.childId)).toEqual([c.child.id]);
    await runJob();
    expect((await openOffers(cls.id)).map((o) => o.childId)).toEqual([d.child.id]);
    const lapsedMail = (
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, c.parent.user.email))
        .orderBy(asc(emailOutbox.createdAt))
    ).at(-1);
    expect(lapsedMail?.subject).toContain('Предложението за място изтече');
    // A second run changes nothing.
    await runJob();
    expect((await offersOf(cls.id)).map((o) => o.status)).toEqual(['declined', 'withdrawn', 'expired', 'open']);
  });

  it('is offered when a child is transferred out, deactivated by an admin, deleted, or the capacity is raised', async () => {
    const { cls, regulars } = await fullClass(4);
    const line = [];
    for (const name of ['Ана', 'Борис', 'Вера', 'Галя', 'Дора', 'Ели']) line.push(await waiting(cls.id, name));
    const [r0, r1, r2] = regulars;
    if (!r0 || !r1 || !r2) throw new Error('no regulars');

    const other = await buildClass(db(), { maxCapacity: 5, locationId: cls.locationId });
    const moved = await r0.parent.inject({
      method: 'POST',
      url: `/api/children/${r0.child.id}/enrollments/${r0.enrollment.id}/transfer`,
      payload: { toClassId: other.id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await openOffers(cls.id)).map((o) => o.childId)).toEqual([line[0]?.child.id]);

    const off = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/enrollments/${r1.enrollment.id}/status`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await openOffers(cls.id)).map((o) => o.childId).sort()).toEqual(
      [line[0]?.child.id, line[1]?.child.id].sort(),
    );

    const deleted = await r2.parent.inject({
      method: 'DELETE',
      url: `/api/children/${r2.child.id}`,
      payload: { confirmName: r2.child.fullName },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await openOffers(cls.id)).toHaveLength(3);

    const coach = await buildUser(db(), { role: 'instructor' });
    await db().update(classes).set({ instructorId: coach.id }).where(eq(classes.id, cls.id));
    const [current] = await db().select().from(classes).where(eq(classes.id, cls.id));
    if (!current) throw new Error('no class');
    const raised = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}`,
      payload: classInput(current, { maxCapacity: 6 }),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const held = (await openOffers(cls.id)).map((o) => o.childId).sort();
    expect(held).toEqual(
      line
        .slice(0, 5)
        .map((f) => f.child.id)
        .sort(),
    );
    // 1 regular + 5 offers = 6 places: Ели still waits, without an offer.
    expect(await entryOf(line[5] as (typeof line)[number])).toMatchObject({
      position: 6,
      offer: null,
    });
  });

  it('skips a child holding an offer for another class, and offers it once that offer is answered', async () => {
    const one = await fullClass(1);
    const two = await fullClass(1);
    const parent = await nextParent();
    const child = await newChild(parent, 'Общо');
    for (const cls of [one.cls, two.cls]) {
      const res = await parent.inject({
        method: 'POST',
        url: `/api/children/${child.id}/waitlist`,
        payload: { classId: cls.id, planType: 'pool_8' },
      });
      expect(res.statusCode).toBe(201);
    }
    const next = await waiting(two.cls.id, 'Следващ');
    for (const { regulars } of [one, two]) {
      const r = regulars[0];
      if (!r) throw new Error('no regular');
      await unenroll(r.parent, r.child.id, r.enrollment.id);
    }
    // One offer at a time: class two's place goes to the next in line.
    expect((await openOffers(one.cls.id)).map((o) => o.childId)).toEqual([child.id]);
    expect((await openOffers(two.cls.id)).map((o) => o.childId)).toEqual([next.child.id]);
    // The next family gives it up: the child's offer in class one is still open, so it passes; once the child
    // answers class one, the minute job offers class two's place to the child.
    const [offerTwo] = await openOffers(two.cls.id);
    await next.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offerTwo?.id}/decline` });
    expect(await openOffers(two.cls.id)).toEqual([]);
    const [offerOne] = await openOffers(one.cls.id);
    await parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offerOne?.id}/decline` });
    await runJob();
    expect((await openOffers(two.cls.id)).map((o) => o.childId)).toEqual([child.id]);
  });

  it('ends the child’s wait and takes its open offer when the family enrolls the child directly', async () => {
    const { cls, regulars } = await fullClass(3);
    const x = await waiting(cls.id, 'Хриси');
    for (const r of regulars.slice(0, 2)) await unenroll(r.parent, r.child.id, r.enrollment.id);
    // Two places came free for one waiting child: one is held for it, the other is free.
    const [offer] = await openOffers(cls.id);
    expect(offer?.childId).toBe(x.child.id);
    const direct = await x.parent.inject({
      method: 'POST',
      url: `/api/children/${x.child.id}/enrollments`,
      payload: { classId: cls.id, planType: 'pool_8' },
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const [after] = await db()
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.id, offer?.id as string));
    expect(after).toMatchObject({ status: 'accepted', enrollmentId: direct.json().enrollmentId });
    expect(await entryOf(x)).toBeUndefined();
    // Nothing left to lapse later.
    clock.now = sofia('2026-12-10', '10:00');
    await runJob();
    expect(await offerMails(x)).toHaveLength(1);
  });

  it('keeps its promise when the admin lowers the capacity, and withdraws offers of a class that closes', async () => {
    const { cls, regulars } = await fullClass(2);
    const a = await waiting(cls.id, 'Ася');
    const b = await waiting(cls.id, 'Боян');
    const [r0, r1] = regulars;
    if (!r0 || !r1) throw new Error('no regulars');
    await unenroll(r0.parent, r0.child.id, r0.enrollment.id);
    const [offerA] = await openOffers(cls.id);
    expect(offerA?.childId).toBe(a.child.id);
    const coach = await buildUser(db(), { role: 'instructor' });
    await db().update(classes).set({ instructorId: coach.id }).where(eq(classes.id, cls.id));
    const [row] = await db().select().from(classes).where(eq(classes.id, cls.id));
    if (!row) throw new Error('no class');
    const lowered = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}`,
      payload: classInput(row, { maxCapacity: 1 }),
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const accepted = await a.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offerA?.id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The other regular leaves (no free place: 1 enrolled of 1), then the class closes with B's offer open.
    await unenroll(r1.parent, r1.child.id, r1.enrollment.id);
    expect(await openOffers(cls.id)).toEqual([]);
    const offer = await admin.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${b.joined.entryId}/offer`,
      payload: { overCapacity: true },
    });
    expect(offer.statusCode).toBe(204);
    const [offerB] = await openOffers(cls.id);
    const closed = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}`,
      payload: classInput(row, { maxCapacity: 1, active: false }),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await b.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offerB?.id}/accept` });
    // Withdrawn with the closing (not left to lapse with a mail saying the place went to someone else); B keeps its
    // place in line should the class open again.
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('OFFER_NOT_OPEN');
    const [after] = await db()
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.id, offerB?.id as string));
    expect(after?.status).toBe('withdrawn');
    expect(await entryOf(b)).toMatchObject({ position: 1, offer: null });
    // B's family is told, once, in its language (the minute job finds nothing more to say).
    await runJob();
    const withdrawnMails = (await offerMails(b)).filter((m) =>
      m.subject.startsWith('Предложението за място е оттеглено'),
    );
    expect(withdrawnMails).toHaveLength(1);
    expect(withdrawnMails[0]?.text).toContain(`${b.child.fullName} остава в списъка на чакащите`);
  });
});

describe('the admin', () => {
  it('reorders the list, removes an entry and offers a place by hand beyond capacity, each in the audit log', async () => {
    const { cls } = await fullClass(1);
    const a = await waiting(cls.id, 'Ана');
    const b = await waiting(cls.id, 'Борис');
    const c = await waiting(cls.id, 'Вера');

    const bad = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}/waitlist/order`,
      payload: { entryIds: [c.joined.entryId, a.joined.entryId] },
    });
    expect(bad.statusCode).toBe(400);
    const order = await admin.inject({
      method: 'PUT',
      url: `/api/admin/classes/${cls.id}/waitlist/order`,
      payload: { entryIds: [c.joined.entryId, a.joined.entryId, b.joined.entryId] },
    });
    expect(order.statusCode).toBe(204);
    const list = (await admin.inject({ method: 'GET', url: `/api/admin/classes/${cls.id}/waitlist` })).json();
    expect(list.entries.map((e: { childId: string; position: number }) => [e.position, e.childId])).toEqual([
      [1, c.child.id],
      [2, a.child.id],
      [3, b.child.id],
    ]);
    expect(list).toMatchObject({ maxCapacity: 1, enrolled: 1, held: 0 });

    const removed = await admin.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${a.joined.entryId}/remove`,
      payload: { reason: 'Семейството се премести' },
    });
    expect(removed.statusCode).toBe(204);
    // The family is told it is off the list; the admin's reason is not in the mail (the form says so).
    const [offList, ...more] = await offerMails(a);
    expect(more).toEqual([]);
    expect(offList?.subject).toMatch(/^Извън списъка на чакащите: /);
    expect(offList?.text).toContain(`Клубът извади ${a.child.fullName} от списъка на чакащите`);
    expect(offList?.text).not.toContain('Семейството се премести');

    const full = await admin.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${b.joined.entryId}/offer`,
      payload: {},
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('CLASS_FULL');
    const byHand = await admin.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${b.joined.entryId}/offer`,
      payload: { overCapacity: true },
    });
    expect(byHand.statusCode).toBe(204);
    const [offer] = await openOffers(cls.id);
    expect(offer).toMatchObject({ childId: b.child.id, overCapacity: true, offeredBy: admin.user.id });
    const accepted = await b.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offer?.id}/accept` });
    expect(accepted.statusCode).toBe(200);
    const [active] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(and(eq(enrollments.classId, cls.id), eq(enrollments.active, true)));
    expect(active?.n).toBe(2);

    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'waitlist.%'`)
      .orderBy(asc(auditLog.createdAt));
    expect(actions.map((a) => a.action)).toEqual([
      'waitlist.joined',
      'waitlist.joined',
      'waitlist.joined',
      'waitlist.reordered',
      'waitlist.removed',
      'waitlist.offered',
      'waitlist.offer_accepted',
    ]);
    // Only C still waits.
    const live = await db()
      .select({ childId: waitlistEntries.childId })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.classId, cls.id), isNull(waitlistEntries.endedAt)));
    expect(live.map((e) => e.childId)).toEqual([c.child.id]);
  });

  it('counts families waiting per class and how offers ended', async () => {
    const { cls, regulars } = await fullClass(1);
    const a = await waiting(cls.id, 'Ана');
    await waiting(cls.id, 'Борис');
    const c = await waiting(cls.id, 'Вера');
    await waiting(cls.id, 'Галя');
    const r = regulars[0];
    if (!r) throw new Error('no regular');
    await unenroll(r.parent, r.child.id, r.enrollment.id);
    const [offer] = await openOffers(cls.id);
    await a.parent.inject({ method: 'POST', url: `/api/waitlist/offers/${offer?.id}/decline` });
    clock.now = sofia('2026-12-10', '10:00');
    await runJob();
    // Вера holds the offer now; the admin takes her off the list, so it is withdrawn and passes to Галя.
    const removed = await admin.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${c.joined.entryId}/remove`,
      payload: {},
    });
    expect(removed.statusCode).toBe(204);
    const res = await admin.inject({ method: 'GET', url: '/api/admin/waitlist/analytics' });
    const figures = res.json();
    expect(figures.classes.find((c: { classId: string }) => c.classId === cls.id)).toMatchObject({
      waiting: 1,
      held: 1,
    });
    const [hand] = await db()
      .select({
        made: sql<number>`count(*)::int`,
        declined: sql<number>`count(*) filter (where status = 'declined')::int`,
        expired: sql<number>`count(*) filter (where status = 'expired')::int`,
        withdrawn: sql<number>`count(*) filter (where status = 'withdrawn')::int`,
        open: sql<number>`count(*) filter (where status = 'open')::int`,
      })
      .from(waitlistOffers);
    expect(figures.offers).toMatchObject(hand ?? {});
    expect(hand).toMatchObject({ made: 4, declined: 1, expired: 1, withdrawn: 1, open: 1 });
  });
});

/** The class as the admin form sends it, with some fields changed. */
function classInput(cls: typeof classes.$inferSelect, overrides: Record<string, unknown>) {
  return {
    title: { bg: cls.title.bg, en: '', ru: '' },
    description: { bg: '', en: '', ru: '' },
    instructorId: cls.instructorId,
    locationId: cls.locationId,
    level: cls.level,
    lane: '',
    durationMinutes: cls.durationMinutes,
    pricePerClass: cls.pricePerClass,
    monthlyPrice: cls.monthlyPrice,
    maxCapacity: cls.maxCapacity,
    sessions: [
      { dayOfWeek: 0, startTime: '17:00' },
      { dayOfWeek: 2, startTime: '17:00' },
    ],
    active: cls.active,
    ...overrides,
  };
}
