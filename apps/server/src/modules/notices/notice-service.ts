// One notice service (issue 27 item 1): an event with its recipients becomes one message per recipient and channel,
// in the recipient's own language, sent once. The mail goes through the outbox; the push to the account's devices;
// the kinds the club must send also to a text-message provider once one is configured.
//
// Written in the caller's transaction (write), sent after it commits (dispatch): a rollback sends nothing, and the
// unique (event, recipient, channel) row makes a job that runs twice, or on two instances, send once.
import type { Language } from '@swim/shared/enums';
import { isRequiredNotice, type NoticeKind } from '@swim/shared/notices';
import { type AnyColumn, and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client.js';
import { emailOutbox, noticeDeliveries, type PushPayload, pushSubscriptions, users } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import { loadNoticeSwitch } from './preferences.js';
import { createPushOutbox } from './push-outbox.js';
import type { PushSender } from './push-port.js';
import type { SmsSender } from './sms-port.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * Whether no mail went out yet for the notice keyed `<prefix>:<id>` (a sweep's condition: a receipt, a closure refund
 * whose sender stopped between the commit and the mail). `id` is the column the key's id is read from.
 */
export function notMailedYet(db: Db | Tx, prefix: string, id: AnyColumn) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(noticeDeliveries)
      .where(
        and(eq(noticeDeliveries.eventKey, sql`${`${prefix}:`} || ${id}::text`), eq(noticeDeliveries.channel, 'mail')),
      ),
  );
}

export type NoticeRecipient = { userId: string; email: string; name: string; language: Language; phone: string | null };

/** A message in the recipient's language, as its template wrote it. */
export type NoticeMessage = {
  subject: string;
  text: string;
  /** The short form for a push (title, one or two lines) and where tapping it leads (a path of the app). */
  push: { title: string; body: string; url: string };
  /** The outbox kind when it differs from `notice-<kind>` (mails older than this service keep theirs). */
  mailKind?: string;
  /** The outbox id to use (a mail whose attachment is found by its id: invoices). */
  mailId?: string;
};

export type Notice = {
  kind: NoticeKind;
  /** The event; with the recipient and the channel it is sent at most once, e.g. 'payment_due:<parent>:2026-12-04'. */
  eventKey: string;
  to: NoticeRecipient;
  message: NoticeMessage;
};

/** What a write put in the outboxes, to send once the transaction has committed. */
export type WrittenNotices = {
  mailIds: string[];
  pushIds: string[];
  texts: { to: string; text: string; kind: string }[];
};

export type Notices = {
  write(db: Db | Tx, notices: readonly Notice[]): Promise<WrittenNotices>;
  dispatch(written: WrittenNotices): void;
  /** write in a transaction of its own, then dispatch. */
  send(notices: readonly Notice[]): Promise<WrittenNotices>;
  /** Sends again the pushes no device took yet (young ones, a few attempts each); the notice-retry job calls it. */
  retryPush(): Promise<number>;
};

export type NoticeDeps = {
  db: Db;
  mailer: Mailer;
  push: PushSender | null;
  sms: SmsSender;
  /** Signs unsubscribe links. */
  secret: string;
  publicUrl: string;
  log: Pick<Logger, 'info' | 'warn'>;
};

const FOOTER: Record<Language, { stop: string; settings: string }> = {
  bg: {
    stop: 'Не искате повече такива съобщения? Спрете ги с едно щракване:',
    settings: 'Всички настройки за известия са в профила ви:',
  },
  en: {
    stop: "Don't want these messages? Stop them with one click:",
    settings: 'All your notification settings are in your profile:',
  },
  ru: {
    stop: 'Не хотите получать такие сообщения? Отключите их одним щелчком:',
    settings: 'Все настройки уведомлений — в вашем профиле:',
  },
};

/** The mail a notice writes: an optional kind carries its one-click unsubscribe link and the List-Unsubscribe header. */
function mailOf(deps: Pick<NoticeDeps, 'secret' | 'publicUrl'>, notice: Notice) {
  const base = {
    to: notice.to.email,
    subject: notice.message.subject,
    kind: notice.message.mailKind ?? `notice-${notice.kind}`,
    ...(notice.message.mailId ? { id: notice.message.mailId } : {}),
  };
  if (isRequiredNotice(notice.kind, 'mail')) return { ...base, text: notice.message.text, headers: null };
  const token = unsubscribeToken(deps.secret, { userId: notice.to.userId, kind: notice.kind });
  const origin = deps.publicUrl.replace(/\/$/, '');
  const words = FOOTER[notice.to.language] ?? FOOTER.bg;
  const footer = [
    '',
    '--',
    words.stop,
    `${origin}/unsubscribe?t=${token}`,
    words.settings,
    `${origin}/profile#notices`,
  ].join('\n');
  return {
    ...base,
    text: `${notice.message.text}\n${footer}`,
    // RFC 2369 and RFC 8058: mail apps offer "unsubscribe" and POST to this address, with no session.
    headers: {
      'List-Unsubscribe': `<${origin}/api/notices/unsubscribe?t=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A push's tag: the same event replaces its own notification on a device instead of stacking. */
function pushOf(notice: Notice): PushPayload {
  return { ...notice.message.push, tag: notice.eventKey.slice(0, 120) };
}

export function createNotices(deps: NoticeDeps): Notices {
  const write = async (db: Db | Tx, notices: readonly Notice[]): Promise<WrittenNotices> => {
    const written: WrittenNotices = { mailIds: [], pushIds: [], texts: [] };
    if (notices.length === 0) return written;
    const userIds = [...new Set(notices.map((n) => n.to.userId))];
    const on = await loadNoticeSwitch(db, userIds);
    const withDevices = new Set(
      (
        await db
          .selectDistinct({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, userIds))
      ).map((r) => r.userId),
    );
    for (const notice of notices) {
      const { userId } = notice.to;
      if (on(userId, notice.kind, 'mail')) {
        const [delivery] = await db
          .insert(noticeDeliveries)
          .values({ eventKey: notice.eventKey, userId, kind: notice.kind, channel: 'mail' })
          .onConflictDoNothing()
          .returning({ id: noticeDeliveries.id });
        if (delivery) {
          const mail = mailOf(deps, notice);
          const [row] = await db
            .insert(emailOutbox)
            .values({ ...mail, headers: mail.headers ?? undefined })
            .returning({ id: emailOutbox.id });
          if (row) {
            await db.update(noticeDeliveries).set({ outboxId: row.id }).where(eq(noticeDeliveries.id, delivery.id));
            written.mailIds.push(row.id);
          }
          if (isRequiredNotice(notice.kind, 'mail') && deps.sms.configured && notice.to.phone) {
            written.texts.push({ to: notice.to.phone, text: notice.message.push.body, kind: notice.kind });
          }
        }
      }
      if (withDevices.has(userId) && on(userId, notice.kind, 'push')) {
        const [delivery] = await db
          .insert(noticeDeliveries)
          .values({ eventKey: notice.eventKey, userId, kind: notice.kind, channel: 'push', payload: pushOf(notice) })
          .onConflictDoNothing()
          .returning({ id: noticeDeliveries.id });
        if (delivery) written.pushIds.push(delivery.id);
      }
    }
    return written;
  };

  const pushes = createPushOutbox(deps);

  const dispatch = (written: WrittenNotices) => {
    deps.mailer.deliverQueued(written.mailIds);
    void pushes.send(written.pushIds).catch((err) => deps.log.warn({ err }, 'pushes not delivered'));
    for (const text of written.texts) {
      void deps.sms.send(text).catch((err) => deps.log.warn({ err }, 'text message not sent'));
    }
  };

  return {
    write,
    dispatch,
    async send(notices) {
      const written = await deps.db.transaction((tx) => write(tx, notices));
      dispatch(written);
      return written;
    },
    retryPush: () => pushes.retry(),
  };
}

/** The people a notice goes to, each with their language and addresses. Unknown ids are left out. */
export async function loadRecipients(db: Db | Tx, userIds: readonly string[]): Promise<NoticeRecipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      language: users.preferredLanguage,
      phone: users.phone,
    })
    .from(users)
    // An erased account (issue 29) has no one behind it to tell.
    .where(and(inArray(users.id, [...new Set(userIds)]), isNull(users.erasedAt)));
  return rows;
}
