// The admin's inbox of messages sent from /contact: list, open, mark handled or reopen, reply by mail.
import { z } from 'zod';
import { LANGUAGES } from '../enums.js';
import { personNameSchema } from '../localized.js';

export const INBOX_FILTERS = ['all', 'unread', 'open', 'handled'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const inboxListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(INBOX_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type InboxListQuery = Partial<z.output<typeof inboxListQuerySchema>>;

export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  locale: z.enum(LANGUAGES),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: personNameSchema.nullable(),
  replyCount: z.number().int(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListSchema = z.object({
  items: z.array(inboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const inboxSummarySchema = z.object({ unread: z.number().int() });
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

export const inboxReplySchema = z.object({
  id: z.string(),
  body: z.string(),
  sentBy: personNameSchema.nullable(),
  createdAt: z.string(),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

export const inboxMessageDetailSchema = inboxMessageSchema.extend({ replies: z.array(inboxReplySchema) });
export type InboxMessageDetail = z.infer<typeof inboxMessageDetailSchema>;

export const inboxStatusInputSchema = z.object({ handled: z.boolean() });
export type InboxStatusInput = z.infer<typeof inboxStatusInputSchema>;

/** The reply's text; the greeting, the quote of the message and the signature are added in the sender's language. */
export const inboxReplyInputSchema = z.object({
  body: z.string({ error: 'replyRequired' }).trim().min(1, 'replyRequired').max(5000, 'tooLong'),
});
export type InboxReplyInput = z.infer<typeof inboxReplyInputSchema>;
