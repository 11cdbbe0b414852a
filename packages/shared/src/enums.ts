// Closed vocabularies shared by the database checks, the API schemas and the web app.

export const LANGUAGES = ['bg', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'bg';
/** The cookie that carries the visitor's language to the server, which renders public pages in it. */
export const LANGUAGE_COOKIE = 'i18next';

export const ROLES = ['parent', 'instructor', 'admin', 'athlete'] as const;
export type Role = (typeof ROLES)[number];

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const LOCATION_TYPES = ['pool', 'kindergarten', 'other'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const PLAN_TYPES = ['pool_8', 'pool_12', 'pool_16', 'pool_monthly', 'kindergarten_monthly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Why a closure closes the pool (issue 26). */
export const CLOSURE_REASONS = ['public_holiday', 'pool_maintenance', 'competition', 'other'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/** What earned a make-up credit: an absence reported in time, a cancelled or closed session, or an admin's grant. */
export const CREDIT_SOURCES = ['absence', 'cancellation', 'manual'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

/**
 * A make-up credit's state as stored: available to book, booked for a make-up, used (the make-up happened, or the
 * guest did not come), or revoked (the absence taken back, or an admin's decision). An available credit past its last
 * day reads as expired (computed, never stored).
 */
export const CREDIT_STATUSES = ['available', 'booked', 'used', 'revoked'] as const;

/**
 * Why a credit was revoked: by an admin (with their own words in `reason`), or by the app itself: the absence taken
 * back, the child swam the session after all, or the cancelled session takes place again (ADR 0040).
 */
export const CREDIT_REVOKE_CAUSES = ['admin', 'absence_withdrawn', 'attended_after_all', 'session_restored'] as const;
export type CreditRevokeCause = (typeof CREDIT_REVOKE_CAUSES)[number];
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['pending', 'validated', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/** A card refund is 'pending' while the provider has not completed it; every other refund is 'completed' at once. */
export const REFUND_STATUSES = ['pending', 'completed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const KINDERGARTEN_BILL_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type KindergartenBillStatus = (typeof KINDERGARTEN_BILL_STATUSES)[number];

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PRODUCT_CATEGORIES = ['swimwear', 'goggles', 'caps', 'training', 'accessories'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const MEDIA_TYPES = ['photo', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const GOAL_STATUSES = ['active', 'completed', 'abandoned'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const STROKES = ['freestyle', 'backstroke', 'breaststroke', 'butterfly', 'medley'] as const;
export type Stroke = (typeof STROKES)[number];

/** The union of the spec's two metric lists (DESIGN.md §7). */
export const PROGRESS_METRICS = [
  'speed',
  'power',
  'endurance',
  'technique',
  'mentality',
  'coordination',
  'discipline',
] as const;
export type ProgressMetric = (typeof PROGRESS_METRICS)[number];

export const CURRENCIES = ['BGN', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** 0 = Monday ... 6 = Sunday (ISO order, as the club's week is shown). */
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
