// The retention job on a hand-built club (issue 29, ADR 0046): rows just older and just newer than each period, sent and
// unsent mail, billed and unbilled attendance, trials that did and did not become a family. After a run, direct SQL
// says exactly which rows went, which were emptied and which stayed; money records are byte for byte as before.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import {
  attendance,
  auditLog,
  contactMessages,
  contactReplies,
  emailOutbox,
  kindergartenBills,
  trialBookings,
} from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import {
  buildChild,
  buildClass,
  buildEnrollment,
  buildLocation,
  buildPayment,
  buildUser,
} from '../../test/factories.js';
import { applyRetention } from './apply-retention.js';

const t = useTestApp();

/**
 * Monday 30 November 2026, noon in Sofia. With the default periods (24, 6, 36, 36 and 12 months) the periods end, by
 * hand: contact messages on 30 Nov 2024 00:00 Sofia = 29 Nov 2024 22:00 UTC (winter, UTC+2); mail on 30 May 2026 00:00
 * Sofia = 29 May 2026 21:00 UTC (summer, UTC+3); audit details on 29 Nov 2023 22:00 UTC; attendance before the day
 * 2023-11-30; trials before the day 2025-11-30. The accounting duty keeps bills of 2016 and later.
 */
const NOW = new Date('2026-11-30T10:00:00Z');
const at = (iso: string) => new Date(iso);

let db: Db;
let seq = 0;

async function message(name: string, createdAt: string, replies: string[] = []) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name, email: `${name}@example.bg`, message: `Здравейте от ${name}`, createdAt: at(createdAt) })
    .returning();
  if (!row) throw new Error('no message');
  for (const when of replies)
    await db.insert(contactReplies).values({ messageId: row.id, body: `Отговор до ${name}`, createdAt: at(when) });
}

async function mail(subject: string, sentAt: string | null, createdAt = '2025-01-01T08:00:00Z') {
  await db.insert(emailOutbox).values({
    to: `${subject}@example.bg`,
    subject,
    text: `Текст за ${subject}`,
    html: `<p>Текст за ${subject}</p>`,
    // A notice's unsubscribe link names the recipient's token: it goes with the body.
    headers: { 'List-Unsubscribe': `<https://club.example/unsubscribe?t=${subject}>` },
    kind: 'contact',
    sentAt: sentAt ? at(sentAt) : null,
    createdAt: at(createdAt),
  });
}

async function audit(entityId: string, createdAt: string) {
  await db.insert(auditLog).values({
    action: 'child.updated',
    entityType: 'child',
    entityId,
    details: { fullName: 'Иван Иванов' },
    createdAt: at(createdAt),
  });
}

async function mark(childId: string, classId: string, date: string, status: 'present' | 'absent' = 'present') {
  await db.insert(attendance).values({ childId, classId, date, status });
}

async function trial(name: string, date: string, link: { userId?: string; enrollmentId?: string } = {}) {
  seq++;
  await db.insert(trialBookings).values({
    classId: trialClassId,
    date,
    startTime: '17:00',
    parentName: name,
    email: `${name}@example.bg`,
    phone: '+359 888 000 111',
    childFirstName: `Дете ${name}`,
    childBirthYear: 2018,
    language: 'bg',
    consentAt: at(`${date}T08:00:00Z`),
    tokenHash: `token-${seq}`,
    userId: link.userId ?? null,
    enrollmentId: link.enrollmentId ?? null,
    convertedAt: link.enrollmentId ? at(`${date}T18:00:00Z`) : null,
  });
}

let trialClassId: string;

/** A digest of every row of the tables the accounting duty keeps, to compare before and after. */
async function moneyDigest() {
  const tables = ['payments', 'refunds', 'invoices', 'kindergarten_bills', 'orders', 'order_items', 'subscriptions'];
  const out: Record<string, string | null> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      db,
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(table)} x`,
    );
    out[table] = row?.digest ?? null;
  }
  return out;
}

const names = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ name: string }>(db, query)).map((r) => r.name).sort();

describe('the retention job', () => {
  let pool: { id: string };
  let kinder: { id: string };
  let first: { id: string };
  let second: { id: string };
  let parentId: string;

  beforeEach(async () => {
    db = t.database.db;
    const parent = await buildUser(db, { role: 'parent' });
    parentId = parent.id;
    pool = await buildClass(db);
    kinder = await buildClass(db, { locationId: (await buildLocation(db, { type: 'kindergarten' })).id });
    trialClassId = pool.id;
    first = await buildChild(db, parent.id);
    second = await buildChild(db, parent.id, { fullName: 'Мария Петрова', firstName: 'Maria' });
  });

  it('deletes, empties and keeps exactly the rows on each side of the periods', async () => {
    // Contact messages: the conversation's last word decides.
    await message('just-older', '2024-11-29T21:59:00Z');
    await message('at-the-end', '2024-11-29T22:00:00Z');
    await message('old-but-answered-lately', '2020-03-01T10:00:00Z', ['2024-12-05T10:00:00Z']);
    await message('old-answered-long-ago', '2020-03-01T10:00:00Z', ['2024-11-01T10:00:00Z']);
    // Mail: sent just before and at the end, never sent, and an old one without HTML.
    await mail('sent-just-older', '2026-05-29T20:59:00Z');
    await mail('sent-at-the-end', '2026-05-29T21:00:00Z');
    // Never sent: one written long before the period (it can no longer go out: the retry job gives up within a day),
    // and one written at the end of it.
    await mail('never-sent', null, '2024-01-01T08:00:00Z');
    await mail('never-sent-at-the-end', null, '2026-05-29T21:00:00Z');
    await mail('sent-long-ago', '2025-01-01T08:00:00Z');
    await db.update(emailOutbox).set({ html: null }).where(sql`${emailOutbox.subject} = 'sent-long-ago'`);
    // Audit entries.
    await audit('audit-just-older', '2023-11-29T21:59:00Z');
    await audit('audit-at-the-end', '2023-11-29T22:00:00Z');
    // Attendance: the first child's kindergarten enrollment billed October 2023 and June 2015; the second child's bill
    // lost its enrollment (deleted since): all of that child's marks of its month stay.
    const kinderEnrollment = await buildEnrollment(db, first.id, kinder.id, { planType: 'kindergarten_monthly' });
    await buildEnrollment(db, first.id, pool.id);
    const payment = await buildPayment(db, { parentId, childId: first.id, kind: 'kindergarten' });
    await db.insert(kindergartenBills).values([
      { childId: first.id, enrollmentId: kinderEnrollment.id, month: '2023-10-01', classesAttended: 1, amount: 2000 },
      { childId: first.id, enrollmentId: kinderEnrollment.id, month: '2015-06-01', classesAttended: 1, amount: 2000 },
      { childId: second.id, enrollmentId: null, month: '2023-08-01', classesAttended: 1, amount: 2000 },
    ]);
    await db.update(kindergartenBills).set({ paymentId: payment.id }).where(sql`month = '2023-10-01'`);
    await mark(first.id, kinder.id, '2023-10-10'); // billed: stays
    await mark(first.id, kinder.id, '2023-10-12', 'absent'); // of the billed month: stays
    await mark(first.id, pool.id, '2023-10-10'); // same month, not the bill's class: goes
    await mark(first.id, kinder.id, '2023-09-05'); // a month without a bill: goes
    await mark(first.id, pool.id, '2023-11-29'); // just older: goes
    await mark(first.id, pool.id, '2023-11-30'); // the period's first day: stays
    await mark(first.id, kinder.id, '2015-06-03'); // billed, but the accounting duty is over: goes
    await mark(second.id, pool.id, '2023-08-15'); // the bill without an enrollment: stays
    // Trials: before and on the period's first day; with an account, with an enrollment, or neither.
    const account = await buildUser(db, { role: 'parent' });
    await trial('visitor-older', '2025-11-29');
    await trial('visitor-at-the-end', '2025-11-30');
    await trial('account-older', '2025-11-29', { userId: account.id });
    await trial('enrolled-older', '2025-11-29', { enrollmentId: kinderEnrollment.id });
    await trial('account-at-the-end', '2025-11-30', { userId: account.id });
    const moneyBefore = await moneyDigest();

    // Two rows per batch: every step takes several batches.
    const counts = await applyRetention(db, { now: NOW, batchSize: 2 });

    expect(counts).toEqual({
      contactMessagesDeleted: 2,
      outboxBodiesCleared: 3,
      auditDetailsCleared: 1,
      attendanceDeleted: 4,
      trialsDeleted: 1,
      trialsPseudonymised: 2,
    });
    expect(await names(sql`select name from contact_messages`)).toEqual(['at-the-end', 'old-but-answered-lately']);
    expect(
      await names(sql`select m.name from contact_replies r join contact_messages m on m.id = r.message_id`),
    ).toEqual(['old-but-answered-lately']);
    expect(await names(sql`select count(*)::text as name from contact_replies`)).toEqual(['1']);

    const outbox = await queryRows<{
      subject: string;
      to: string;
      kind: string;
      sent: boolean;
      text: string;
      html: string | null;
      headers: boolean;
    }>(
      db,
      sql`select subject, to_address as "to", kind, sent_at is not null as sent, text_body as text, html_body as html,
            headers is not null as headers
          from email_outbox order by subject`,
    );
    const emptied = (subject: string, sent: boolean) => ({
      subject,
      to: `${subject}@example.bg`,
      kind: 'contact',
      sent,
      text: '',
      html: null,
      headers: false,
    });
    const kept = (subject: string, sent: boolean) => ({
      subject,
      to: `${subject}@example.bg`,
      kind: 'contact',
      sent,
      text: `Текст за ${subject}`,
      html: `<p>Текст за ${subject}</p>`,
      headers: true,
    });
    expect(outbox).toEqual([
      emptied('never-sent', false),
      kept('never-sent-at-the-end', false),
      kept('sent-at-the-end', true),
      emptied('sent-just-older', true),
      emptied('sent-long-ago', true),
    ]);

    const entries = await queryRows<{ entity_id: string; action: string; actor_id: string | null; details: unknown }>(
      db,
      sql`select entity_id, action, actor_id, details from audit_log where entity_type = 'child' order by entity_id`,
    );
    expect(entries).toEqual([
      { entity_id: 'audit-at-the-end', action: 'child.updated', actor_id: null, details: { fullName: 'Иван Иванов' } },
      { entity_id: 'audit-just-older', action: 'child.updated', actor_id: null, details: null },
    ]);

    const marks = await queryRows<{ child: string; class: string; date: string }>(
      db,
      sql`select case when child_id = ${first.id} then 'first' else 'second' end as child,
                 case when class_id = ${kinder.id} then 'kinder' else 'pool' end as class, date::text as date
          from attendance order by date, child, class`,
    );
    expect(marks).toEqual([
      { child: 'second', class: 'pool', date: '2023-08-15' },
      { child: 'first', class: 'kinder', date: '2023-10-10' },
      { child: 'first', class: 'kinder', date: '2023-10-12' },
      { child: 'first', class: 'pool', date: '2023-11-30' },
    ]);

    const trials = await queryRows<{
      date: string;
      parent_name: string;
      email: string;
      phone: string;
      child: string;
      linked: boolean;
    }>(
      db,
      sql`select date::text as date, parent_name, email, phone, child_first_name as child,
                 (user_id is not null or enrollment_id is not null) as linked
          from trial_bookings order by date, parent_name`,
    );
    expect(trials).toEqual([
      { date: '2025-11-29', parent_name: '', email: '', phone: '', child: '', linked: true },
      { date: '2025-11-29', parent_name: '', email: '', phone: '', child: '', linked: true },
      {
        date: '2025-11-30',
        parent_name: 'account-at-the-end',
        email: 'account-at-the-end@example.bg',
        phone: '+359 888 000 111',
        child: 'Дете account-at-the-end',
        linked: true,
      },
      {
        date: '2025-11-30',
        parent_name: 'visitor-at-the-end',
        email: 'visitor-at-the-end@example.bg',
        phone: '+359 888 000 111',
        child: 'Дете visitor-at-the-end',
        linked: false,
      },
    ]);

    // Money records: not a byte changed. The people themselves are all still there.
    expect(await moneyDigest()).toEqual(moneyBefore);
    expect(await names(sql`select count(*)::text as name from kindergarten_bills`)).toEqual(['3']);
    expect(await names(sql`select count(*)::text as name from children where erased_at is null`)).toEqual(['2']);

    // One audit entry for the run, by nobody, with the counts and nothing else.
    const runs = await queryRows<{ actor_id: string | null; entity_type: string; details: unknown }>(
      db,
      sql`select actor_id, entity_type, details from audit_log where action = 'retention.applied'`,
    );
    expect(runs).toEqual([{ actor_id: null, entity_type: 'settings', details: counts }]);
  });

  it('changes nothing on a second run the same day, and records that run too', async () => {
    await message('just-older', '2024-11-29T21:59:00Z');
    await mail('sent-just-older', '2026-05-29T20:59:00Z');
    await mark(first.id, pool.id, '2023-11-29');
    await applyRetention(db, { now: NOW });
    const before = await queryRows<{ n: string }>(
      db,
      sql`select (select count(*) from contact_messages) || '/' || (select count(*) from attendance) || '/' ||
                 (select string_agg(text_body, ',') from email_outbox) as n`,
    );

    expect(await applyRetention(db, { now: NOW })).toEqual({
      contactMessagesDeleted: 0,
      outboxBodiesCleared: 0,
      auditDetailsCleared: 0,
      attendanceDeleted: 0,
      trialsDeleted: 0,
      trialsPseudonymised: 0,
    });
    expect(
      await queryRows<{ n: string }>(
        db,
        sql`select (select count(*) from contact_messages) || '/' || (select count(*) from attendance) || '/' ||
                   (select string_agg(text_body, ',') from email_outbox) as n`,
      ),
    ).toEqual(before);
    expect(await names(sql`select count(*)::text as name from audit_log where action = 'retention.applied'`)).toEqual([
      '2',
    ]);
  });

  it('applies the periods the admin saved', async () => {
    // One month for trial visitors: a trial of 29 October (just over a month before) goes, one of 30 October stays.
    await t.database.db.execute(
      sql`insert into club_settings (id, name, address, phone, email, office_hours, bank, retention)
          values (1, '{"bg":"Клуб"}', '{"bg":"София"}', '+359 2 123', 'office@example.bg',
                  '[null,null,null,null,null,null,null]', '{"holder":"","iban":"","bic":"","bank":""}',
                  '{"contactMessagesMonths":24,"outboxBodiesMonths":6,"auditDetailsMonths":36,"attendanceMonths":36,"trialVisitorsMonths":1}')`,
    );
    await trial('visitor-29-october', '2026-10-29');
    await trial('visitor-30-october', '2026-10-30');

    expect(await applyRetention(db, { now: NOW })).toMatchObject({ trialsDeleted: 1 });
    expect(await names(sql`select parent_name as name from trial_bookings`)).toEqual(['visitor-30-october']);
  });
});
