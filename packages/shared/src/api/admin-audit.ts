// The audit log as the admin reads it: who did what to which record and when, filtered and paged on the server.
import { z } from 'zod';
import { isoDateSchema } from './iso-date.js';

/**
 * The actions the app writes today, for the action filter and the readable sentences. Anything else (a newer
 * action) is still listed and shown with its code.
 */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.role_change_undone',
  'athlete.approved',
  'athlete.approval_revoked',
  'location.created',
  'location.updated',
  'location.activated',
  'location.deactivated',
  'location.deleted',
  'class.created',
  'class.updated',
  'class.activated',
  'class.deactivated',
  'class.reassigned',
  'class.deleted',
  'enrollment.activated',
  'enrollment.deactivated',
  'enrollment.transferred',
  'enrollment.unenrolled',
  'child.deleted',
  'attendance.marked',
  'attendance.changed',
  'payment.validated',
  'payment.refunded',
  'subscription.plan_changed',
  'subscription.cancel_scheduled',
  'subscription.resumed',
  'billing.kindergarten_issued',
  'reconciliation.resolved',
  'product.created',
  'product.updated',
  'product.activated',
  'product.deactivated',
  'product.image_replaced',
  'order.cancelled',
  'news.created',
  'news.updated',
  'news.published',
  'news.unpublished',
  'news.deleted',
  'media.uploaded',
  'media.updated',
  'media.reordered',
  'media.hidden',
  'media.shown',
  'media.deleted',
  'coach_profile.created',
  'coach_profile.updated',
  'coach_profile.deleted',
  'athlete_profile.created',
  'athlete_profile.updated',
  'athlete_profile.deleted',
  'settings.updated',
  'contact.handled',
  'contact.reopened',
  'contact.replied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditListQuerySchema = z
  .object({
    /** Part of the actor's name or e-mail. */
    actor: z.string().trim().max(100).optional(),
    action: z.string().trim().max(100).optional(),
    /** Club days (Europe/Sofia), both included. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'dateRangeInvalid' });
export type AuditListQuery = Partial<z.output<typeof auditListQuerySchema>>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  /** Null when the system acted (a job, a webhook) or the account is gone. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
