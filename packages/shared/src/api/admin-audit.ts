// The audit log as the admin reads it: who did what to which record and when, filtered and paged on the server.
import { z } from 'zod';
import { CURRENCIES } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
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
  'child.updated',
  'child.deleted',
  'attendance.marked',
  'attendance.changed',
  'makeup.attendance_marked',
  'makeup.credit_revoked',
  'makeup.credit_granted',
  'payment.validated',
  'payment.recorded',
  'payment.rejected',
  'payment.refunded',
  'payment.written_off',
  'payment.reminder_sent',
  'subscription.plan_changed',
  'subscription.cancel_scheduled',
  'subscription.resumed',
  'calendar.address_created',
  'calendar.address_removed',
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
  'coach_profile.photo_replaced',
  'athlete_profile.created',
  'athlete_profile.updated',
  'athlete_profile.deleted',
  'athlete_profile.photo_replaced',
  'settings.updated',
  'settings.currency_changed',
  'contact.handled',
  'contact.reopened',
  'contact.replied',
  'absence.reported',
  'absence.withdrawn',
  'makeup.booked',
  'makeup.cancelled',
  'makeup.moved',
  'makeup.credit_kept',
  'makeup.cancelled_by_club',
  'session.carried_over',
  'session.carry_over_applied',
  'session.carry_over_reverted',
  'closure.created',
  'closure.updated',
  'closure.deleted',
  'session.cancelled',
  'session.moved',
  'session.restored',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The detail keys the app writes, each with a label in every language (clubAdmin.audit.keys.*). The server's audit
 * writer takes only these, so a new key cannot reach the log without its label.
 */
export const AUDIT_DETAIL_KEYS = [
  'name',
  'title',
  'from',
  'to',
  'subject',
  'language',
  'replyId',
  'active',
  'amount',
  'currency',
  'method',
  'note',
  'reason',
  'percent',
  'month',
  'issued',
  'number',
  'total',
  'price',
  'stock',
  'childId',
  'classId',
  'enrollmentId',
  'fromEnrollment',
  'fromClass',
  'toClass',
  'fullName',
  'birthDate',
  'date',
  'startTime',
  'maxCapacity',
  'imageUrl',
  'previous',
  'address',
  'phone',
  'email',
  'officeHours',
  'bank',
  'pricing',
  'dualDisplay',
  'sessionRules',
  'paymentGraceDays',
  'previousTitle',
  'previousName',
  'description',
  'instructor',
  'location',
  'level',
  'minAge',
  'maxAge',
  'lane',
  'durationMinutes',
  'pricePerClass',
  'monthlyPrice',
  'sessions',
  'type',
  'athleteBefore',
  'sessionChange',
  'refund',
  'providerRefundId',
  'featured',
  'published',
  'publishedAt',
  'userId',
  'slug',
  'fields',
  'image',
  'photoUrl',
  'url',
  'sentType',
  'sentBytes',
  'stockQuantity',
  'category',
  'classes',
  'products',
  'payments',
  'bills',
  'discounts',
  'checkouts',
  'subscriptions',
  'legalName',
  'eik',
  'vatNumber',
  'legalAddress',
  'mol',
  'vatRegistered',
] as const;
export type AuditDetailKey = (typeof AUDIT_DETAIL_KEYS)[number];
/** What an entry records, under labelled keys only. */
export type AuditDetails = Partial<Record<AuditDetailKey, unknown>>;

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

/** The record an entry is about, as a person knows it: a child's or user's name, a class title, a number, an amount. */
export const auditTargetSchema = z.object({
  name: localizedTextSchema.nullable(),
  /** A payment's or order's number (PM-2026-000123, SC-2026-000007). */
  number: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Null when the record is gone and the entry names nothing else. */
  target: auditTargetSchema.nullable(),
  /** Names of the records the details point to by id (a child, a class, an enrollment). */
  names: z.record(z.string(), localizedTextSchema),
  createdAt: z.string(),
  /** Null when the system acted (a job, a webhook) or the account is gone. */
  actor: z.object({ id: z.string(), name: personNameSchema, email: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
