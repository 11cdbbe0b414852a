// The admin's inbox: messages from /contact listed unread first, then newest; one message with its replies.
import type {
  InboxList,
  InboxMessage,
  InboxMessageDetail,
  InboxSummary,
  inboxListQuerySchema,
} from '@swim/shared/api/admin-inbox';
import type { PersonName } from '@swim/shared/localized';
import { type SQL, and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { contactMessages, contactReplies, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { notFound } from '../../lib/errors.js';
import { assertUuid, containsPattern, offsetOf } from '../../lib/list-queries.js';

type Query = z.output<typeof inboxListQuerySchema>;
type MessageRow = typeof contactMessages.$inferSelect;

const handler = alias(users, 'handler');
// Spelled out: the subquery must name the outer table itself.
const replyCount = sql<number>`(select count(*)::int from contact_replies r where r.message_id = "contact_messages"."id")`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toInboxMessage(row: MessageRow, handledBy: PersonName | null, replies: number): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
    handledBy,
    replyCount: Number(replies),
  };
}

function conditionsOf(query: Query): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.subject, pattern),
      ilike(contactMessages.message, pattern),
    );
    if (match) conditions.push(match);
  }
  if (query.status === 'unread') conditions.push(isNull(contactMessages.readAt));
  if (query.status === 'open') conditions.push(isNull(contactMessages.handledAt));
  if (query.status === 'handled') conditions.push(isNotNull(contactMessages.handledAt));
  return conditions.length ? and(...conditions) : undefined;
}

/** Messages matching a search and a filter (unread, open, handled), unread first, then newest first; paged. */
export async function listInbox(db: Db, query: Query): Promise<InboxList> {
  const where = conditionsOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select({ message: contactMessages, handledBy: personName(handler), replyCount })
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
      .where(where)
      .orderBy(sql`(${contactMessages.readAt} is null) desc`, desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    items: rows.map((r) => toInboxMessage(r.message, r.handledBy, r.replyCount)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** How many messages nobody has opened yet (the badge on the inbox tab). */
export async function summarizeInbox(db: Db): Promise<InboxSummary> {
  const [row] = await db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return { unread: row?.unread ?? 0 };
}

/** Locks one message for a change; a malformed or unknown id is a 404. */
export async function lockMessage(tx: Tx, messageId: string): Promise<MessageRow> {
  assertUuid(messageId, 'Message');
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for('update');
  if (!row) throw notFound('Message not found');
  return row;
}

/** One message with its replies, oldest reply first. */
export async function readInboxMessage(db: Db | Tx, messageId: string): Promise<InboxMessageDetail> {
  assertUuid(messageId, 'Message');
  const [found] = await db
    .select({ message: contactMessages, handledBy: personName(handler), replyCount })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, messageId));
  if (!found) throw notFound('Message not found');
  const replies = await db
    .select({ reply: contactReplies, sentBy: personName(users) })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.sentBy))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    ...toInboxMessage(found.message, found.handledBy, found.replyCount),
    replies: replies.map(({ reply, sentBy }) => ({
      id: reply.id,
      body: reply.body,
      sentBy,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}
