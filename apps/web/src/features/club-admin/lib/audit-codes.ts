// The codes an audit entry's details carry (methods, reasons, statuses, plans, roles, languages), as catalog keys.
import { CHILD_EDITABLE_FIELDS } from '@swim/shared/api/children';
import {
  ERASURE_REQUEST_SCOPES,
  ERASURE_STEPS,
  type ErasureRequestScope,
  type ErasureStepName,
} from '@swim/shared/api/erasure';
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  CLOSURE_REASONS,
  type ClosureReason,
  LANGUAGES,
  type Language,
  MEDIA_TYPES,
  type MediaType,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  PLAN_TYPES,
  PRODUCT_CATEGORIES,
  type PaymentMethod,
  type PlanType,
  type ProductCategory,
  REFUND_REASONS,
  ROLES,
  type RefundReason,
  type Role,
} from '@swim/shared/enums';
import { isOneOf } from '../../../lib/one-of';

const isErasureStep = (value: unknown): value is ErasureStepName => isOneOf(ERASURE_STEPS, value);

type CodeKey =
  | `payment.method.${PaymentMethod}`
  | `billing.refund.reasons.${RefundReason}`
  | `clubAdmin.languages.${Language}`
  | `instructor.attendance.status.${AttendanceStatus}`
  | `session.roles.${Role}`
  | `plans.names.${PlanType}`
  | `orders.status.${OrderStatus}`
  | `shop.categories.${ProductCategory}`
  | `contentAdmin.media.types.${MediaType}`
  | `closures.reasons.${ClosureReason}`
  | 'clubAdmin.audit.reasons.enrollmentEnded'
  | 'clubAdmin.audit.reasons.currencyChangeover'
  | 'clubAdmin.audit.reasons.attendedAfterAll'
  | 'clubAdmin.audit.reasons.sessionRestored'
  | 'clubAdmin.audit.reasons.absenceWithdrawn'
  | `erasure.steps.${ErasureStepName}`
  | `erasure.scopes.${ErasureRequestScope}`;

/** The catalog key naming a detail's code, or null when the value is not a code this detail carries. */
export function codeKey(action: string, name: string, value: unknown): CodeKey | null {
  if (name === 'method' && isOneOf(PAYMENT_METHODS, value)) return `payment.method.${value}`;
  // Why the club or a location closes, in the words the closures' own screens use.
  if (name === 'reason' && action.startsWith('closure.') && isOneOf(CLOSURE_REASONS, value))
    return `closures.reasons.${value}`;
  if (name === 'reason' && isOneOf(REFUND_REASONS, value)) return `billing.refund.reasons.${value}`;
  if (name === 'reason' && value === 'enrollment_ended') return 'clubAdmin.audit.reasons.enrollmentEnded';
  if (name === 'reason' && value === 'currency_changeover') return 'clubAdmin.audit.reasons.currencyChangeover';
  // A credit revoked because the coach marked present a child the family had reported absent.
  if (name === 'reason' && value === 'attended_after_all') return 'clubAdmin.audit.reasons.attendedAfterAll';
  // A cancellation credit revoked because its session takes place after all (the closure deleted or shortened).
  if (name === 'reason' && value === 'session_restored') return 'clubAdmin.audit.reasons.sessionRestored';
  // A credit revoked because the family took its absence notice back.
  if (name === 'reason' && value === 'absence_withdrawn') return 'clubAdmin.audit.reasons.absenceWithdrawn';
  if (name === 'language' && isOneOf(LANGUAGES, value)) return `clubAdmin.languages.${value}`;
  // What an erasure request covers, and each step of carrying it out (issue 29).
  if (name === 'step' && isErasureStep(value)) return `erasure.steps.${value}`;
  if (name === 'scope' && isOneOf(ERASURE_REQUEST_SCOPES, value)) return `erasure.scopes.${value}`;
  // The plan a family chose for a waiting list's place.
  if (name === 'planType' && isOneOf(PLAN_TYPES, value)) return `plans.names.${value}`;
  if (name === 'type' && isOneOf(MEDIA_TYPES, value)) return `contentAdmin.media.types.${value}`;
  if (name === 'category' && isOneOf(PRODUCT_CATEGORIES, value)) return `shop.categories.${value}`;
  if (name !== 'from' && name !== 'to') return null;
  // A guest's mark is present or absent, named like a regular's mark.
  if (
    (action.startsWith('attendance.') || action === 'makeup.attendance_marked') &&
    isOneOf(ATTENDANCE_STATUSES, value)
  )
    return `instructor.attendance.status.${value}`;
  if (action.startsWith('user.role_') && isOneOf(ROLES, value)) return `session.roles.${value}`;
  if (action === 'subscription.plan_changed' && isOneOf(PLAN_TYPES, value)) return `plans.names.${value}`;
  if (action.startsWith('order.') && isOneOf(ORDER_STATUSES, value)) return `orders.status.${value}`;
  return null;
}

/** The catalog keys of a list of codes (the fields a child's edit changed), or null when it is no such list. */
export function listKeys(
  name: string,
  value: unknown,
): `child.fields.${(typeof CHILD_EDITABLE_FIELDS)[number]}`[] | null {
  if (name !== 'fields' || !Array.isArray(value) || !value.every((field) => isOneOf(CHILD_EDITABLE_FIELDS, field)))
    return null;
  return value.map((field) => `child.fields.${field}` as const);
}
