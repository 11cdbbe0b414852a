// Erasing a demo family (issue 29 item 4): afterwards no text, varchar or jsonb column of any table holds the
// family's names, address or phone, except the issued invoices and credit notes the law keeps as issued; the money
// records remain; the account cannot sign in and its session is refused; the other demo family is untouched.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadsDirOf } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { seedDemoClub } from '../../db/seed/seed-demo-club.js';
import { useTestApp } from '../../test/app.js';
import { TEST_ORIGIN, buildCaller, cookieHeader } from '../../test/auth.js';
import { buildInvoice } from '../../test/invoice-factory.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const demo = (key: 'parent' | 'parent2') => {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no demo ${key}`);
  return account;
};

type Row = Record<string, unknown>;
const rows = <T extends Row>(query: SQL) => queryRows<T>(t.database.db, query);

/** Every text-like column of every table outside the system schemas, read from the catalog (not from our schema). */
async function textColumns() {
  return rows<{ schema: string; table: string; column: string }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where tb.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))
    order by 1, 2, 3`);
}

/** Where any of the strings still appears: "schema.table.column: string". */
async function findTraces(traces: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns()) {
    for (const trace of traces) {
      const [hit] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}
            where position(lower(${trace}) in lower(${sql.identifier(column)}::text)) > 0`,
      );
      if (hit && hit.n > 0) found.push(`${schema}.${table}.${column}: ${trace}`);
    }
  }
  return found;
}

async function familyOf(email: string) {
  const [user] = await rows<{ id: string; full_name: string; phone: string }>(
    sql`select id, full_name, phone from users where lower(email) = lower(${email})`,
  );
  if (!user) throw new Error(`no account ${email}`);
  const kids = await rows<{
    id: string;
    full_name: string;
    first_name: string;
    last_name: string;
    emergency_contact: string;
    emergency_phone: string;
  }>(
    sql`select id, full_name, first_name, last_name, emergency_contact, emergency_phone from children
      where parent_id = ${user.id} order by id`,
  );
  return {
    user,
    kids,
    traces: [
      user.full_name,
      email,
      user.phone,
      ...kids.flatMap((k) => [k.full_name, `${k.first_name} ${k.last_name}`, k.emergency_contact, k.emergency_phone]),
    ],
  };
}

/** Everything about a family a later erasure of another family must not change, as JSON text. */
const snapshot = async (userId: string) =>
  JSON.stringify(
    await rows(sql`
      select (select row_to_json(u) from users u where u.id = ${userId}) as account,
        (select json_agg(c order by c.id) from children c where c.parent_id = ${userId}) as children,
        (select json_agg(e order by e.id) from enrollments e join children c on c.id = e.child_id where c.parent_id = ${userId}) as enrollments,
        (select json_agg(p order by p.id) from payments p where p.parent_id = ${userId}) as payments,
        (select count(*) from accounts a where a.user_id = ${userId}) as sign_ins`),
  );

const signInStatus = async (email: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: DEMO_PASSWORD },
    })
  ).statusCode;

describe('erasing a demo family', () => {
  it('leaves none of its names, address or phone outside issued documents, and keeps its money records', async () => {
    const { db } = t.database;
    await seedDemoClub(db, { now: new Date() });
    const parent = demo('parent');
    const family = await familyOf(parent.email);
    const other = await familyOf(demo('parent2').email);
    expect(family.kids.length).toBeGreaterThanOrEqual(2);

    // What a family leaves behind across the app, beyond the seed: an issued invoice and credit note naming the
    // parent, a tagged photo with its file, a contact message, a trial booked by address, a shop order, mail, an
    // audit entry naming a child.
    const [payment] = await rows<{ id: string }>(
      sql`select id from payments where parent_id = ${family.user.id} and status in ('paid', 'validated') limit 1`,
    );
    if (!payment) throw new Error('the demo parent has no settled payment');
    const invoice = await buildInvoice(db, {
      paymentId: payment.id,
      recipient: { type: 'person', name: family.user.full_name, address: null },
    });
    await buildInvoice(db, {
      paymentId: payment.id,
      correctsId: invoice.id,
      total: 5000,
      recipient: invoice.recipient,
    });
    const [kid] = family.kids;
    if (!kid) throw new Error('no child');
    const key = randomUUID();
    const dir = path.join(uploadsDirOf(t.app.config), 'media', key);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'display.webp'), 'photo');
    await rows(sql`with m as (insert into media (type, title, url, storage_key) values ('photo', '{"bg":"Състезание"}', ${`/uploads/media/${key}/display.webp`}, ${key}) returning id)
      insert into media_children (media_id, child_id) select id, ${kid.id}::uuid from m`);
    await rows(sql`insert into contact_messages (name, email, phone, subject, message, user_id)
      values (${family.user.full_name}, ${parent.email}, ${family.user.phone}, 'Въпрос', ${`За ${kid.full_name}`}, ${family.user.id})`);
    await rows(sql`insert into email_outbox (to_address, subject, text_body, html_body, kind)
      values (${parent.email}, ${`Плащане за ${kid.full_name}`}, ${`Здравейте, ${family.user.full_name}`}, null, 'receipt')`);
    await rows(sql`insert into audit_log (actor_id, action, entity_type, entity_id, details)
      values (null, 'child.updated', 'child', ${kid.id}, ${JSON.stringify({ fullName: kid.full_name })}::jsonb)`);
    const moneyBefore = await rows(sql`
      select (select json_agg(json_build_array(id, amount, status) order by id) from payments where parent_id = ${family.user.id}) as payments,
        (select json_agg(json_build_array(i.id, i.total, i.recipient) order by i.id) from invoices i join payments p on p.id = i.payment_id where p.parent_id = ${family.user.id}) as invoices`);
    const otherBefore = await snapshot(other.user.id);
    // The scan finds the family where it is before the erasure (so it can find it after).
    const before = (await findTraces(family.traces)).map((hit) => hit.split(':')[0]);
    for (const where of [
      'public.users.full_name',
      'public.children.full_name',
      'public.contact_messages.message',
      'public.email_outbox.subject',
      'public.audit_log.details',
      'public.news.body',
      'public.invoices.recipient',
    ]) {
      expect(before).toContain(where);
    }

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: parent.email, password: DEMO_PASSWORD },
    });
    const cookie = cookieHeader(signedIn.headers['set-cookie']);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/erasure-requests/account',
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(asked.statusCode).toBe(201);
    const admin = await buildCaller(t.app, db, { role: 'admin' });
    const confirmed = await admin.inject({
      method: 'POST',
      url: `/api/admin/erasure-requests/${asked.json().id}/confirm`,
    });
    expect(confirmed.statusCode).toBe(204);

    const left = await findTraces(family.traces);
    // Only the issued documents' own text keeps a name (the recipient and the lines, as issued).
    expect(
      left.filter((hit) => !hit.startsWith('public.invoices.recipient') && !hit.startsWith('public.invoices.lines')),
    ).toEqual([]);
    // The issued documents still name the parent, as issued.
    expect(left.some((hit) => hit.startsWith('public.invoices.recipient'))).toBe(true);
    const moneyAfter = await rows(sql`
      select (select json_agg(json_build_array(id, amount, status) order by id) from payments where parent_id = ${family.user.id}) as payments,
        (select json_agg(json_build_array(i.id, i.total, i.recipient) order by i.id) from invoices i join payments p on p.id = i.payment_id where p.parent_id = ${family.user.id}) as invoices`);
    expect(moneyAfter).toEqual(moneyBefore);
    await expect(stat(dir)).rejects.toThrow();

    // The admin's users list names the erased account by its pseudonym, in each language.
    const listed = await admin.inject({ method: 'GET', url: '/api/admin/users?search=Erased' });
    const erased = listed.json().items.find((u: { id: string }) => u.id === family.user.id);
    expect(erased?.name).toEqual({
      bg: expect.stringMatching(/^Изтрит профил [0-9a-f]{4}$/),
      en: expect.stringMatching(/^Erased account [0-9a-f]{4}$/),
      ru: expect.stringMatching(/^Удалённый аккаунт [0-9a-f]{4}$/),
    });
    expect(erased?.email).toMatch(/^erased-[0-9a-f]{16}@erased\.invalid$/);
    expect(await signInStatus(parent.email)).toBe(401);
    // The session is gone from the database: the cookie's signed copy (SESSION_CACHE_SECONDS at most) aside, it is
    // refused, as it is everywhere once that copy lapses.
    const token = cookie
      .split('; ')
      .filter((c) => c.includes('session_token'))
      .join('; ');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/children',
      headers: { origin: TEST_ORIGIN, cookie: token },
    });
    expect(me.statusCode).toBe(401);
    expect(await snapshot(other.user.id)).toEqual(otherBefore);
    expect(await signInStatus(demo('parent2').email)).toBe(200);
  });
});
