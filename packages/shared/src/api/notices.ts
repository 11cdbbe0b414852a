// The notice preferences screen and the one-click unsubscribe page (issue 27 item 2).
import { z } from 'zod';
import { NOTICE_CHANNELS, NOTICE_KINDS } from '../notices.js';

export const noticePreferenceSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  /** The club must send it by mail: the mail switch cannot be turned off. */
  required: z.boolean(),
  /** Whether it can travel by push at all (security mail never does). */
  pushAllowed: z.boolean(),
  mail: z.boolean(),
  push: z.boolean(),
});
export type NoticePreference = z.infer<typeof noticePreferenceSchema>;

export const noticePreferenceListSchema = z.object({ items: z.array(noticePreferenceSchema) });
export type NoticePreferenceList = z.infer<typeof noticePreferenceListSchema>;

export const noticePreferenceChangeSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  channel: z.enum(NOTICE_CHANNELS),
  enabled: z.boolean(),
});
export type NoticePreferenceChange = z.infer<typeof noticePreferenceChangeSchema>;

export const unsubscribeQuerySchema = z.object({ t: z.string().min(1).max(400) });

/** What the unsubscribe page shows: which notice, for which address (partly hidden), and whether it is on now. */
export const unsubscribeStateSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  email: z.string(),
  mail: z.boolean(),
  required: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
