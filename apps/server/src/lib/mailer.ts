// Mail goes through the outbox table; with SMTP_URL set it is also delivered by nodemailer.
import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { emailOutbox } from '../db/schema/index.js';
import { mailAttachments } from './mail-attachments.js';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  /** The outbox row's id when the mail brings one record: an invoice's mail takes its id (mail-attachments.ts). */
  id?: string;
  /** Extra headers, e.g. List-Unsubscribe on a notice the recipient can turn off (kept in the outbox for retries). */
  headers?: Record<string, string>;
};

/** The mail an outbox row holds, as it is handed to the mail server. */
function mailOf(row: typeof emailOutbox.$inferSelect): Mail {
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    kind: row.kind,
    headers: row.headers ?? undefined,
  };
}

export type Mailer = {
  /**
   * Records the mail in the outbox and, when SMTP is configured, delivers it in the background: the caller never
   * waits for the mail server (so answers take as long for unknown addresses as for known ones).
   */
  send: (mail: Mail) => Promise<void>;
  /** The same as send, giving the outbox id of the mail (to link it to what it answers). */
  queue: (mail: Mail) => Promise<string | null>;
  /**
   * Tries again the mails whose delivery failed (at most MAX_ATTEMPTS each), and sends today's that were written but
   * never handed over; the mail-retry job calls it.
   */
  retryFailed: () => Promise<number>;
  /**
   * Delivers, in the background, outbox rows a caller wrote in its own transaction (so a rollback sent nothing), once
   * that transaction has committed. Without SMTP the outbox is the mailbox and nothing more happens.
   */
  deliverQueued: (ids: readonly string[]) => void;
};

const MAX_ATTEMPTS = 6;

export type MailerOptions = { db: Db; from: string; smtpUrl?: string; log: Pick<Logger, 'info' | 'warn'> };

/** Builds the mailer used by every module. */
export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const deliver = async (smtp: Transporter, id: string, mail: Mail) => {
    try {
      const attachments = await mailAttachments(options.db, { id, kind: mail.kind });
      const { id: _outboxId, ...message } = mail;
      await smtp.sendMail({ from: options.from, ...message, attachments });
      await options.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
    } catch (err) {
      // The mail stays in the outbox with its error, so nothing is lost and it can be retried.
      await options.db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: String(err) })
        .where(eq(emailOutbox.id, id))
        .catch(() => undefined);
      options.log.warn({ err, to: mail.to }, 'mail delivery failed');
    }
  };
  const queue = async (mail: Mail): Promise<string | null> => {
    const [row] = await options.db
      .insert(emailOutbox)
      .values({
        ...(mail.id ? { id: mail.id } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: mail.kind,
        headers: mail.headers,
      })
      .returning({ id: emailOutbox.id });
    options.log.info({ to: mail.to, kind: mail.kind, subject: mail.subject }, 'mail queued');
    if (!row) return null;
    if (transport) void deliver(transport, row.id, mail);
    return row.id;
  };
  const deliverQueued = async (ids: readonly string[]) => {
    if (!transport || ids.length === 0) return;
    const rows = await options.db
      .select()
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.id, [...ids]), isNull(emailOutbox.sentAt)));
    for (const row of rows) {
      await deliver(transport, row.id, mailOf(row));
    }
  };
  return {
    deliverQueued: (ids) => {
      void deliverQueued(ids).catch((err) => options.log.warn({ err }, 'queued mails not delivered'));
    },
    send: async (mail) => {
      await queue(mail);
    },
    queue,
    retryFailed: async () => {
      if (!transport) return 0;
      const failed = await options.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            between(emailOutbox.attempts, 0, MAX_ATTEMPTS - 1),
            // Backing off: the n-th retry waits until 2^n minutes after the mail was written. A mail never tried
            // (written in a transaction whose instance stopped before handing it over) waits 5 minutes, and only
            // today's: mail written before SMTP was configured stays in the outbox.
            sql`${emailOutbox.createdAt} < now() - (case when ${emailOutbox.attempts} = 0 then 5 else power(2, ${emailOutbox.attempts}) end) * interval '1 minute'`,
            sql`(${emailOutbox.attempts} > 0 or ${emailOutbox.createdAt} > now() - interval '1 day')`,
          ),
        )
        .orderBy(asc(emailOutbox.createdAt))
        .limit(50);
      for (const row of failed) {
        await deliver(transport, row.id, mailOf(row));
      }
      return failed.length;
    },
  };
}
