// What the admin does with a contact message: open it (read), mark it handled or reopen it, reply by mail.
import type { InboxMessageDetail, InboxReplyInput } from '@swim/shared/api/admin-inbox';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages, contactReplies } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { Mailer } from '../../lib/mailer.js';
import { readClubSettings } from '../settings/settings.service.js';
import { lockMessage, readInboxMessage } from './inbox.service.js';
import { contactReplyMail } from './reply-mail.js';

/** Marks a message read when first opened (not audited: reading changes nothing for anyone else). */
export async function markMessageRead(db: Db, messageId: string): Promise<InboxMessageDetail> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, messageId);
    if (!row.readAt) await tx.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, row.id));
    return readInboxMessage(tx, row.id);
  });
}

/** Marks a message handled (contact.handled) or open again (contact.reopened); the same state twice changes nothing. */
export async function setMessageHandled(
  db: Db,
  actorId: string,
  input: { messageId: string; handled: boolean },
): Promise<InboxMessageDetail> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, input.messageId);
    if (Boolean(row.handledAt) !== input.handled) {
      const now = new Date();
      await tx
        .update(contactMessages)
        .set(
          input.handled
            ? { handledAt: now, handledBy: actorId, readAt: row.readAt ?? now }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(contactMessages.id, row.id));
      await recordAudit(tx, {
        actorId,
        action: input.handled ? 'contact.handled' : 'contact.reopened',
        entityType: 'contact_message',
        entityId: row.id,
        details: { from: row.email, subject: row.subject },
      });
    }
    return readInboxMessage(tx, row.id);
  });
}

/**
 * Stores the reply, marks the message handled and audits it (contact.replied) in one transaction, then queues the mail
 * to the sender in their language through the outbox and links it to the reply.
 */
export async function replyToMessage(
  deps: { db: Db; mailer: Mailer },
  actorId: string,
  input: { messageId: string } & InboxReplyInput,
): Promise<InboxMessageDetail> {
  const { db } = deps;
  const { message, reply, club } = await db.transaction(async (tx) => {
    const row = await lockMessage(tx, input.messageId);
    const [saved] = await tx
      .insert(contactReplies)
      .values({ messageId: row.id, body: input.body, sentBy: actorId })
      .returning();
    if (!saved) throw new Error('reply not stored');
    const now = new Date();
    await tx
      .update(contactMessages)
      .set({ readAt: row.readAt ?? now, handledAt: row.handledAt ?? now, handledBy: row.handledBy ?? actorId })
      .where(eq(contactMessages.id, row.id));
    await recordAudit(tx, {
      actorId,
      action: 'contact.replied',
      entityType: 'contact_message',
      entityId: row.id,
      details: { to: row.email, language: row.locale, replyId: saved.id },
    });
    return { message: row, reply: saved, club: await readClubSettings(tx) };
  });
  const mail = contactReplyMail({
    to: message.email,
    name: message.name,
    subject: message.subject,
    message: message.message,
    sentAt: message.createdAt,
    language: message.locale,
    body: input.body,
    club,
  });
  const outboxId = await deps.mailer.queue(mail);
  if (outboxId) await db.update(contactReplies).set({ outboxId }).where(eq(contactReplies.id, reply.id));
  return readInboxMessage(db, message.id);
}
