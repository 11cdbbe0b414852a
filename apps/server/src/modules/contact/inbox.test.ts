import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, contactReplies, emailOutbox } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';

const t = useTestApp();
let admin: Caller;
beforeEach(async () => {
  admin = await buildCaller(t.app, t.database.db, { role: 'admin' });
});

type Insert = typeof contactMessages.$inferInsert;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const insertMessage = async (overrides: Partial<Insert> = {}) => {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Мария Петрова', email: 'maria@example.bg', message: 'Имате ли места за начинаещи?', ...overrides })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
};

const snapshot = async () => ({
  messages: await t.database.db.select().from(contactMessages).orderBy(contactMessages.id),
  replies: await t.database.db.select().from(contactReplies),
  outbox: await t.database.db.select().from(emailOutbox),
  audit: await t.database.db.select().from(auditLog),
});

describe('admin inbox', () => {
  it('refuses anonymous callers and non-admins on every route, changing nothing', async () => {
    const message = await insertMessage();
    const routes = [
      { method: 'GET', url: '/api/admin/inbox' },
      { method: 'GET', url: '/api/admin/inbox/summary' },
      { method: 'GET', url: `/api/admin/inbox/${message.id}` },
      { method: 'POST', url: `/api/admin/inbox/${message.id}/read` },
      { method: 'PUT', url: `/api/admin/inbox/${message.id}/status`, payload: { handled: true } },
      { method: 'POST', url: `/api/admin/inbox/${message.id}/replies`, payload: { body: 'Да, има.' } },
    ] as const;
    const before = await snapshot();
    for (const route of routes) expect((await t.app.inject(route)).statusCode).toBe(401);
    for (const role of ['parent', 'instructor', 'athlete'] as const) {
      const caller = await buildCaller(t.app, t.database.db, { role });
      for (const route of routes) expect((await caller.inject(route)).statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('stores the sender’s interface language, and refuses one the club does not speak', async () => {
    const send = (locale: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: ip,
        payload: {
          name: 'Ivan Petrov',
          email: 'ivan@example.com',
          message: 'Do you have a group on Saturdays?',
          locale,
        },
      });
    expect((await send('ru', '10.1.0.1')).statusCode).toBe(202);
    expect((await send('de', '10.1.0.2')).statusCode).toBe(400);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.map((r) => r.locale)).toEqual(['ru']);
  });

  it('lists unread messages first, then the newest, with the unread count', async () => {
    const oldUnread = await insertMessage({ name: 'A', createdAt: minutesAgo(300) });
    const newRead = await insertMessage({ name: 'B', createdAt: minutesAgo(10), readAt: minutesAgo(5) });
    const newUnread = await insertMessage({ name: 'C', createdAt: minutesAgo(60) });
    const oldHandled = await insertMessage({
      name: 'D',
      createdAt: minutesAgo(600),
      readAt: minutesAgo(500),
      handledAt: minutesAgo(500),
      handledBy: admin.user.id,
    });
    const ids = async (query = '') =>
      (await admin.inject({ url: `/api/admin/inbox${query}` })).json().items.map((m: { id: string }) => m.id);
    expect(await ids()).toEqual([newUnread.id, oldUnread.id, newRead.id, oldHandled.id]);
    expect(await ids('?status=unread')).toEqual([newUnread.id, oldUnread.id]);
    expect(await ids('?status=open')).toEqual([newUnread.id, oldUnread.id, newRead.id]);
    expect(await ids('?status=handled')).toEqual([oldHandled.id]);
    expect(await ids('?pageSize=2&page=2')).toEqual([newRead.id, oldHandled.id]);
    expect((await admin.inject({ url: '/api/admin/inbox/summary' })).json()).toEqual({ unread: 2 });
    const page = (await admin.inject({ url: '/api/admin/inbox?pageSize=2' })).json();
    expect([page.total, page.page, page.pageSize]).toEqual([4, 1, 2]);
    expect((await admin.inject({ url: '/api/admin/inbox?status=unknown' })).statusCode).toBe(400);
  });

  it('searches name, e-mail, subject and text', async () => {
    const a = await insertMessage({ name: 'Георги Иванов', email: 'g@example.bg' });
    const b = await insertMessage({ subject: 'Състезание в Бургас' });
    const c = await insertMessage({ message: 'Колко струва 100% месечна карта?' });
    const ids = async (search: string) =>
      (await admin.inject({ url: `/api/admin/inbox?search=${encodeURIComponent(search)}` }))
        .json()
        .items.map((m: { id: string }) => m.id);
    expect(await ids('георги')).toEqual([a.id]);
    expect(await ids('БУРГАС')).toEqual([b.id]);
    expect(await ids('100%')).toEqual([c.id]);
    expect(await ids('g@example')).toEqual([a.id]);
  });

  it('marks a message read on opening, handled and open again, auditing the handling', async () => {
    const message = await insertMessage();
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect((await admin.inject({ url: `/api/admin/inbox/${id}` })).statusCode).toBe(404);
      expect((await admin.inject({ method: 'POST', url: `/api/admin/inbox/${id}/read` })).statusCode).toBe(404);
    }
    const read = await admin.inject({ method: 'POST', url: `/api/admin/inbox/${message.id}/read` });
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    const handled = await admin.inject({
      method: 'PUT',
      url: `/api/admin/inbox/${message.id}/status`,
      payload: { handled: true },
    });
    expect(handled.json()).toMatchObject({ handledBy: { bg: admin.user.name } });
    const again = await admin.inject({
      method: 'PUT',
      url: `/api/admin/inbox/${message.id}/status`,
      payload: { handled: true },
    });
    expect(again.statusCode).toBe(200);
    const reopened = await admin.inject({
      method: 'PUT',
      url: `/api/admin/inbox/${message.id}/status`,
      payload: { handled: false },
    });
    expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    const audit = await t.database.db.select().from(auditLog).orderBy(auditLog.createdAt);
    expect(audit.map((a) => [a.action, a.entityType, a.entityId, a.actorId])).toEqual([
      ['contact.handled', 'contact_message', message.id, admin.user.id],
      ['contact.reopened', 'contact_message', message.id, admin.user.id],
    ]);
  });

  it('refuses an empty reply with 400 and changes nothing', async () => {
    const message = await insertMessage();
    const before = await snapshot();
    const res = await admin.inject({
      method: 'POST',
      url: `/api/admin/inbox/${message.id}/replies`,
      payload: { body: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'body', message: 'replyRequired' })]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['en', 'Re: Trial lesson', 'Hello James Whitfield,', 'you wrote:'],
    ['ru', 'Ответ: Trial lesson', 'Здравствуйте, James Whitfield!', 'вы написали:'],
    ['bg', 'Отговор: Trial lesson', 'Здравейте, James Whitfield!', 'ни писахте:'],
  ] as const)(
    'replies in the sender’s language (%s) by one mail to the sender, marking it handled',
    async (locale, subject, greeting, wrote) => {
      const message = await insertMessage({
        name: 'James Whitfield',
        email: 'james@example.com',
        subject: 'Trial lesson',
        message: 'Could my son join a trial lesson?\nHe is nine.',
        locale,
      });
      const res = await admin.inject({
        method: 'POST',
        url: `/api/admin/inbox/${message.id}/replies`,
        payload: { body: 'Yes: Saturday at 10:00 in the Spartak pool.' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ handledBy: { bg: admin.user.name }, replyCount: 1 });
      expect(res.json().replies).toEqual([
        expect.objectContaining({
          body: 'Yes: Saturday at 10:00 in the Spartak pool.',
          sentBy: { bg: admin.user.name },
        }),
      ]);

      const outbox = await t.database.db.select().from(emailOutbox);
      expect(outbox).toHaveLength(1);
      const mail = outbox[0];
      expect(mail).toMatchObject({ to: 'james@example.com', subject, kind: 'contact-reply' });
      expect(mail?.text.startsWith(greeting)).toBe(true);
      expect(mail?.text).toContain('Yes: Saturday at 10:00 in the Spartak pool.');
      expect(mail?.text).toContain(wrote);
      expect(mail?.text).toContain('> Could my son join a trial lesson?\n> He is nine.');

      const [reply] = await t.database.db.select().from(contactReplies).where(eq(contactReplies.messageId, message.id));
      expect(reply?.outboxId).toBe(mail?.id);
      const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
      expect(stored?.handledAt).not.toBeNull();
      expect(stored?.readAt).not.toBeNull();
      const audit = await t.database.db.select().from(auditLog);
      expect(audit.map((a) => [a.action, a.entityId])).toEqual([['contact.replied', message.id]]);
    },
  );
});
