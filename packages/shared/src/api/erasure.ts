// Erasure requests (issue 29 item 4): a parent asks to erase the account or one child; an admin confirms or refuses,
// or the request proceeds on its own once due. Messages are i18n keys ('validation.*').
import { z } from 'zod';

export const ERASURE_REQUEST_SCOPES = ['account', 'child'] as const;
export type ErasureRequestScope = (typeof ERASURE_REQUEST_SCOPES)[number];
/** 'refused' is a cancelled request an admin turned down (with a reason); 'cancelled' is one the family withdrew. */
export const ERASURE_REQUEST_STATES = ['pending', 'completed', 'cancelled', 'refused'] as const;
export type ErasureRequestState = (typeof ERASURE_REQUEST_STATES)[number];

/** A family's own request, as the profile and the child's page show it. */
export const erasureRequestSchema = z.object({
  id: z.string(),
  scope: z.enum(ERASURE_REQUEST_SCOPES),
  state: z.enum(ERASURE_REQUEST_STATES),
  childId: z.string().nullable(),
  requestedAt: z.string(),
  /** When it proceeds on its own unless an admin decides sooner. */
  dueAt: z.string(),
  /** When it was carried out, withdrawn or refused. */
  closedAt: z.string().nullable(),
  /** The admin's reason, for a refused request. */
  refusalReason: z.string().nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;
export const erasureRequestListSchema = z.array(erasureRequestSchema);

/** A pending request as the admin sees it: who asked, for whom, and when it proceeds on its own. */
export const adminErasureRequestSchema = z.object({
  id: z.string(),
  scope: z.enum(ERASURE_REQUEST_SCOPES),
  requestedAt: z.string(),
  dueAt: z.string(),
  parent: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The child to erase (scope 'child'); for an account, every child of the family goes with it. */
  child: z.object({ id: z.string(), name: z.string() }).nullable(),
  childCount: z.number().int(),
});
export type AdminErasureRequest = z.infer<typeof adminErasureRequestSchema>;
export const adminErasureRequestListSchema = z.array(adminErasureRequestSchema);

export const refuseErasureSchema = z.object({
  reason: z.string({ error: 'reasonRequired' }).trim().min(3, 'reasonRequired').max(1000, 'tooLong'),
});
export type RefuseErasureInput = z.infer<typeof refuseErasureSchema>;

/** The steps of an erasure, each recorded on the audit log with the count and ids of the rows it changed. */
export const ERASURE_STEPS = [
  'enrollments_ended',
  'waitlist_offers_withdrawn',
  'waitlist_entries_ended',
  'media_removed',
  'athlete_profiles_removed',
  'consents_deleted',
  'assessments_deleted',
  'achievements_deleted',
  'performance_records_deleted',
  'level_history_deleted',
  'trial_bookings_deleted',
  'children_pseudonymised',
  'sessions_ended',
  'sign_in_methods_removed',
  'verification_tokens_deleted',
  'push_subscriptions_deleted',
  'notice_preferences_deleted',
  'notice_deliveries_deleted',
  'calendar_feeds_deleted',
  'data_exports_deleted',
  'staff_notes_deleted',
  'contact_messages_deleted',
  'payment_notes_cleared',
  'orders_contacts_cleared',
  'account_pseudonymised',
  'news_names_removed',
  'gallery_captions_names_removed',
  'notices_deleted',
  'outbox_mail_cleared',
  'audit_details_cleared',
  'requests_completed',
  'child_deleted',
] as const;
export type ErasureStepName = (typeof ERASURE_STEPS)[number];
