// The notice service (issue 27 items 1, 2 and 6): a notice is written once per event, recipient and channel; what
// an account turned off is not sent (the kinds the club must send are, by mail); an optional mail carries its
// one-click unsubscribe link and header, and that link works with no session and only for its own account.
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, noticeDeliveries, noticePreferences, pushSubscriptions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { buildCaller } from '../../test/auth.js';
import { buildChild, buildUser } from '../../test/factories.js';
import { createNotices, loadRecipients, type Notice, type NoticeRecipient } from './notice-service.js';
import type { PushSender } from './push-port.js';
import { createLogSms } from './sms-port.js';

const t = useTestApp({ rateLimitMax: 100_000 });
const db = () => t.database.db;

const message = (subject: string) => ({
  subject,
  text: `${subject} body`,
  push: { title: subject, body: `${subject} in short`, url: '/dashboard' },
});
const notice = (to: NoticeRecipient, overrides: Partial<Notice> = {}): Notice => ({
  kind: 'level_changed',
  eventKey: `level_changed:${to.userId}:1`,
  to,
  message: message('Мария премина на ново ниво'),
  ...overrides,
});
const outboxOf = (email: string) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(asc(emailOutbox.createdAt));
async function recipient(overrides: Parameters<typeof buildUser>[1] = {}): Promise<NoticeRecipient> {
  const user = await buildUser(db(), overrides);
  const [found] = await loadRecipients(db(), [user.id]);
  if (!found) throw new Error('no recipient');
  return found;
}
/** A push port that records what it was asked to send. */
function recordingPush(): PushSender & { sent: { userId: string; title: string }[] } {
  const sent: { userId: string; title: string }[] = [];
  return {
    sent,
    async sendToUser(userId, payload) {
      sent.push({ userId, title: payload.title });
      return { delivered: 1, removed: 0, failed: 0 };
    },
  };
}
const service = (push: PushSender | null = null) =>
  createNotices({
    db: db(),
    mailer: t.app.mailer,
    push,
    sms: createLogSms(t.app.log),
    secret: t.app.config.authSecret,
    publicUrl: 'https://club.example',
    log: t.app.log,
  });

describe('writing a notice', () => {
  it('writes one mail per event and recipient, however many times the event is raised', async () => {
    const to = await recipient();
    const notices = service();
    await notices.send([notice(to)]);
    await notices.send([notice(to)]);
    await Promise.all([notices.send([notice(to)]), notices.send([notice(to)])]);
    expect(await outboxOf(to.email)).toHaveLength(1);
    await notices.send([notice(to, { eventKey: `level_changed:${to.userId}:2` })]);
    expect(await outboxOf(to.email)).toHaveLength(2);
  });

  it('writes nothing when the transaction that raised it rolls back', async () => {
    const to = await recipient();
    const notices = service();
    await expect(
      db().transaction(async (tx) => {
        await notices.write(tx, [notice(to)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxOf(to.email)).toHaveLength(0);
    await notices.send([notice(to)]);
    expect(await outboxOf(to.email)).toHaveLength(1);
  });

  it('gives an optional mail its unsubscribe link and List-Unsubscribe headers, and a receipt none', async () => {
    const to = await recipient({ preferredLanguage: 'en' });
    await service().send([
      notice(to),
      notice(to, { kind: 'receipt', eventKey: 'receipt:1', message: message('Receipt') }),
    ]);
    const [optional, receipt] = await outboxOf(to.email);
    expect(optional?.kind).toBe('notice-level_changed');
    expect(optional?.text).toContain("Don't want these messages? Stop them with one click:");
    expect(optional?.text).toMatch(/https:\/\/club\.example\/unsubscribe\?t=[\w.-]+/);
    expect(optional?.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/club\.example\/api\/notices\/unsubscribe\?t=/);
    expect(optional?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(receipt?.text).toBe('Receipt body');
    expect(receipt?.headers).toBeNull();
  });

  it('sends nothing of a kind the account turned off, but a receipt whatever it chose', async () => {
    const to = await recipient();
    await db()
      .insert(noticePreferences)
      .values([
        { userId: to.userId, kind: 'level_changed', channel: 'mail', enabled: false },
        { userId: to.userId, kind: 'receipt', channel: 'mail', enabled: false },
      ]);
    await service().send([
      notice(to),
      notice(to, { kind: 'receipt', eventKey: 'receipt:2', message: message('Касова бележка') }),
    ]);
    const mails = await outboxOf(to.email);
    expect(mails.map((m) => m.subject)).toEqual(['Касова бележка']);
  });

  it('pushes to an account with a device, once per event, unless push of that kind is off', async () => {
    const withDevice = await recipient();
    const without = await recipient();
    const pushOff = await recipient();
    for (const to of [withDevice, pushOff]) {
      await db()
        .insert(pushSubscriptions)
        .values({ userId: to.userId, endpoint: `https://push.example/${to.userId}`, p256dh: 'k', auth: 'a' });
    }
    await db()
      .insert(noticePreferences)
      .values({ userId: pushOff.userId, kind: 'level_changed', channel: 'push', enabled: false });
    const push = recordingPush();
    const notices = service(push);
    for (let round = 0; round < 2; round += 1) {
      const written = await notices.write(db(), [notice(withDevice), notice(without), notice(pushOff)]);
      notices.dispatch(written);
    }
    await expect
      .poll(async () => {
        const [row] = await db()
          .select()
          .from(noticeDeliveries)
          .where(and(eq(noticeDeliveries.userId, withDevice.userId), eq(noticeDeliveries.channel, 'push')));
        return row?.sentAt;
      })
      .toBeInstanceOf(Date);
    expect(push.sent).toEqual([{ userId: withDevice.userId, title: 'Мария премина на ново ниво' }]);
    expect(await outboxOf(pushOff.email)).toHaveLength(1);
  });

  it('sends a push once when a retry runs while the dispatch is still sending it', async () => {
    const to = await recipient();
    await db()
      .insert(pushSubscriptions)
      .values({ userId: to.userId, endpoint: `https://push.example/slow-${to.userId}`, p256dh: 'k', auth: 'a' });
    let release = () => {};
    const sent: string[] = [];
    const slowPush: PushSender = {
      async sendToUser(userId) {
        sent.push(userId);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { delivered: 1, removed: 0, failed: 0 };
      },
    };
    const notices = service(slowPush);
    const written = await notices.write(db(), [notice(to, { eventKey: 'level_changed:slow' })]);
    notices.dispatch(written);
    await expect.poll(() => sent.length).toBe(1);
    // The push is a few minutes old and the first sender still holds it: retries on this and another instance leave it.
    await db().execute(sql`update notice_deliveries set created_at = now() - interval '3 minutes'`);
    await notices.retryPush();
    await service(slowPush).retryPush();
    expect(sent).toHaveLength(1);
    release();
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(noticeDeliveries)
              .where(and(eq(noticeDeliveries.eventKey, 'level_changed:slow'), eq(noticeDeliveries.channel, 'push')))
          )[0]?.sentAt,
      )
      .toBeInstanceOf(Date);
    await notices.retryPush();
    expect(sent).toHaveLength(1);
  });

  it('never pushes security mail', async () => {
    const to = await recipient();
    await db()
      .insert(pushSubscriptions)
      .values({ userId: to.userId, endpoint: `https://push.example/s-${to.userId}`, p256dh: 'k', auth: 'a' });
    const written = await service(recordingPush()).send([notice(to, { kind: 'security', eventKey: 'security:1' })]);
    expect(written.pushIds).toEqual([]);
    expect(written.mailIds).toHaveLength(1);
  });
});

describe('preferences', () => {
  it('lists the kinds of the caller’s role with both channels on, and keeps a change', async () => {
    const parent = await buildCaller(t.app, db());
    const before = (await parent.inject({ method: 'GET', url: '/api/notices/preferences' })).json().items;
    expect(before.map((p: { kind: string }) => p.kind)).toContain('level_changed');
    expect(before.map((p: { kind: string }) => p.kind)).not.toContain('athlete_approved');
    expect(before.find((p: { kind: string }) => p.kind === 'level_changed')).toMatchObject({
      mail: true,
      push: true,
      required: false,
    });
    const res = await parent.inject({
      method: 'PUT',
      url: '/api/notices/preferences',
      payload: { kind: 'level_changed', channel: 'mail', enabled: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((p: { kind: string }) => p.kind === 'level_changed')).toMatchObject({
      mail: false,
      push: true,
    });
    const again = (await parent.inject({ method: 'GET', url: '/api/notices/preferences' })).json().items;
    expect(again.find((p: { kind: string }) => p.kind === 'level_changed')).toMatchObject({ mail: false, push: true });
  });

  it('refuses turning off a receipt by mail, and a kind the role never gets, changing nothing', async () => {
    const parent = await buildCaller(t.app, db());
    const receipt = await parent.inject({
      method: 'PUT',
      url: '/api/notices/preferences',
      payload: { kind: 'receipt', channel: 'mail', enabled: false },
    });
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().error.code).toBe('NOTICE_REQUIRED');
    const foreign = await parent.inject({
      method: 'PUT',
      url: '/api/notices/preferences',
      payload: { kind: 'athlete_approved', channel: 'mail', enabled: false },
    });
    expect(foreign.statusCode).toBe(400);
    const unknown = await parent.inject({
      method: 'PUT',
      url: '/api/notices/preferences',
      payload: { kind: 'spam', channel: 'mail', enabled: false },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await db().select().from(noticePreferences).where(eq(noticePreferences.userId, parent.user.id))).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  const linkOf = async (email: string) => {
    const [mail] = await outboxOf(email);
    const token = /unsubscribe\?t=([\w.-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no link');
    return token;
  };

  it('stops that kind for its own account with one POST and no session, and can be undone', async () => {
    const to = await recipient({ email: 'maria.petrova@example.com' });
    const other = await recipient();
    await service().send([notice(to), notice(other)]);
    const token = await linkOf(to.email);
    const info = await t.app.inject({ method: 'GET', url: `/api/notices/unsubscribe?t=${token}` });
    expect(info.json()).toEqual({ kind: 'level_changed', email: 'ma…@example.com', mail: true, required: false });
    // What a mail app sends for List-Unsubscribe-Post (RFC 8058): a form, no cookie.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/notices/unsubscribe?t=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().mail).toBe(false);
    await service().send([
      notice(to, { eventKey: 'level_changed:again' }),
      notice(other, { eventKey: 'level_changed:again' }),
    ]);
    expect(await outboxOf(to.email)).toHaveLength(1);
    expect(await outboxOf(other.email)).toHaveLength(2);
    const undo = await t.app.inject({ method: 'POST', url: `/api/notices/resubscribe?t=${token}` });
    expect(undo.json().mail).toBe(true);
  });

  it('refuses a link altered to name another account or another kind, changing nothing', async () => {
    const to = await recipient();
    const victim = await recipient();
    await service().send([notice(to)]);
    const [user, kind, signature] = (await linkOf(to.email)).split('.') as [string, string, string];
    const forged = [
      `${Buffer.from(victim.userId).toString('base64url')}.${kind}.${signature}`,
      `${user}.order_sent.${signature}`,
      `${user}.${kind}.${signature.slice(0, -2)}AA`,
      'garbage',
    ];
    for (const token of forged) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notices/unsubscribe?t=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    expect(await db().select().from(noticePreferences)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ userId: victim.userId })]),
    );
  });

  it('takes the one-click POST as multipart too, and sends a browser opening the header address to the page', async () => {
    const to = await recipient();
    await service().send([notice(to)]);
    const token = await linkOf(to.email);
    const boundary = '----mailapp';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/notices/unsubscribe?t=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().mail).toBe(false);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/notices/unsubscribe?t=${token}`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?t=${token}`);
  });

  it('works for a coach who is also a parent, whose screen then lists the family kinds too', async () => {
    const coach = await buildCaller(t.app, db(), { role: 'instructor' });
    const [to] = await loadRecipients(db(), [coach.user.id]);
    if (!to) throw new Error('no recipient');
    const kinds = async () =>
      ((await coach.inject({ url: '/api/notices/preferences' })).json().items as { kind: string }[]).map((p) => p.kind);
    expect(await kinds()).not.toContain('session_changed');
    await buildChild(db(), coach.user.id);
    expect(await kinds()).toContain('session_changed');
    await service().send([notice(to, { kind: 'session_changed', eventKey: 'session_changed:coach' })]);
    const res = await t.app.inject({ method: 'POST', url: `/api/notices/unsubscribe?t=${await linkOf(to.email)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'session_changed', mail: false });
  });
});
