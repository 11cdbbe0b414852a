// Stable error codes: the server answers { error: { code, message, details? } } and the web maps code -> translated text.

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'CLASS_FULL',
  'ALREADY_ENROLLED',
  'CHILD_NOT_FOUND',
  'OUT_OF_STOCK',
  'CSRF_REJECTED',
  'INVALID_CREDENTIALS',
  'SIGN_IN_SLOWED',
  'SIGN_IN_LINK_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'OAUTH_NOT_CONFIGURED',
  'PERIOD_ALREADY_COVERED',
  'PAYMENT_NOT_PAYABLE',
  'PAYMENT_NOT_VALIDATABLE',
  'REFUND_NOT_ALLOWED',
  'REFUND_TOO_LARGE',
  'PROVIDER_ERROR',
  'SUBSCRIPTION_NOT_ACTIVE',
  'PRICE_CHANGED',
  'LOCATION_IN_USE',
  'CLASS_IN_USE',
  'CLASS_INACTIVE',
  'PLAN_NOT_OFFERED',
  'STOCK_CHANGED',
  'ORDER_NOT_CANCELLABLE',
  'ORDER_PAID_MEANWHILE',
  'IMAGE_INVALID',
  'MEDIA_INVALID',
  'INVOICE_EXISTS',
  'INVOICE_NOT_ALLOWED',
  'CLUB_LEGAL_DETAILS_MISSING',
  'PAYMENT_NOT_CONFIRMED',
  'NOTHING_OVERDUE',
  'PAYMENT_PERIOD_COVERED',
  'PAYMENT_NOT_REJECTABLE',
  'SESSION_NOT_FOUND',
  'SESSION_CANCELLED',
  'NOTICE_PERIOD_PASSED',
  'SESSION_FULL',
  'CREDIT_NOT_USABLE',
  'CREDIT_IN_USE',
  'MAKEUP_NOT_ALLOWED',
  'MAKEUP_ALREADY_MARKED',
  'NOTICE_REQUIRED',
  'UNSUBSCRIBE_LINK_INVALID',
  'CLASS_HAS_PLACES',
  'ALREADY_WAITING',
  'OFFER_NOT_OPEN',
  'OFFER_EXPIRED',
  'OFFER_HELD',
  'TRIAL_LIMIT',
  'TRIAL_LINK_INVALID',
  'MEDICAL_CONSENT_REQUIRED',
  'CONSENT_TEXT_CHANGED',
  'CONSENT_GIVEN_BY_ATHLETE',
  'CONSENT_GIVEN_BY_PARENT',
  'ERASURE_PENDING',
  'ERASURE_NOT_PENDING',
  'CHILD_ERASED',
  'ERASURE_STAFF_ACCOUNT',
  'EXPORT_LIMIT',
  'EXPORT_EXPIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  CLASS_FULL: 409,
  ALREADY_ENROLLED: 409,
  CHILD_NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  CSRF_REJECTED: 403,
  INVALID_CREDENTIALS: 401,
  /** A wrong email or password for an account that many failed sign-ins are hitting: a sign-in link is offered. */
  SIGN_IN_SLOWED: 401,
  /** The account is under attack: a password is taken only on a device that signed in before; mail a link. */
  SIGN_IN_LINK_REQUIRED: 429,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  OAUTH_NOT_CONFIGURED: 503,
  /** The enrollment's period is already paid, validated or awaiting confirmation. */
  PERIOD_ALREADY_COVERED: 409,
  /** Only a pending payment awaiting the parent (an issued bill) can be paid this way. */
  PAYMENT_NOT_PAYABLE: 409,
  /** Only a pending cash or bank transfer payment can be validated. */
  PAYMENT_NOT_VALIDATABLE: 409,
  /** Only a paid or validated payment with something left to refund can be refunded. */
  REFUND_NOT_ALLOWED: 409,
  /** More than paid minus already refunded. */
  REFUND_TOO_LARGE: 409,
  /** The card provider refused or could not be reached. */
  PROVIDER_ERROR: 502,
  SUBSCRIPTION_NOT_ACTIVE: 409,
  /** A price in the cart changed since the buyer was shown the total: show the new one before paying. */
  PRICE_CHANGED: 409,
  /** A location that still has classes cannot be deleted; deactivate it instead. */
  LOCATION_IN_USE: 409,
  /** A class that has had enrollments cannot be deleted; deactivate it instead. */
  CLASS_IN_USE: 409,
  CLASS_INACTIVE: 409,
  /**
   * An active enrollment's plan would not be (or is not) offered by its class: a transfer to a class that does not
   * offer the plan, or a class or location change that would take the plan away from children enrolled on it.
   */
  PLAN_NOT_OFFERED: 409,
  /** A product's stock moved (orders) since the admin's form was opened: look again before saving. */
  STOCK_CHANGED: 409,
  /** The order is already cancelled. */
  ORDER_NOT_CANCELLABLE: 409,
  /** A pending order was paid while an admin cancelled it: it is completed now; cancelling again refunds it. */
  ORDER_PAID_MEANWHILE: 409,
  /** An upload that is not a PNG, JPEG or WebP image by its content, or one that cannot be read. */
  IMAGE_INVALID: 400,
  /** A gallery upload or news cover that is not an accepted photo or video by its content, or cannot be decoded. */
  MEDIA_INVALID: 400,
  /** The payment or order already has its invoice (one per payment or order; download that one). */
  INVOICE_EXISTS: 409,
  /** Only a paid or validated payment, or a completed order, can be invoiced. */
  INVOICE_NOT_ALLOWED: 409,
  /** The club has not entered its legal details (name, EIK, address, МОЛ): no invoice can be issued yet. */
  CLUB_LEGAL_DETAILS_MISSING: 409,
  /** A pending or failed payment has no confirmation: the club has not received the money. */
  PAYMENT_NOT_CONFIRMED: 409,
  /** A reminder for a family with nothing overdue (paid meanwhile, or another admin's write-off). */
  NOTHING_OVERDUE: 409,
  /**
   * Staff recording money for a period another live payment covers (paid, validated, a card payment under way, or a
   * running card subscription): only an admin may record a second one, on purpose (confirmSecond).
   */
  PAYMENT_PERIOD_COVERED: 409,
  /** Only a pending cash or bank transfer declaration can be marked as not received. */
  PAYMENT_NOT_REJECTABLE: 409,
  /** No such dated session: the class has no weekly session on that day and time (issue 26). */
  SESSION_NOT_FOUND: 404,
  /** The dated session is cancelled or inside a closure. */
  SESSION_CANCELLED: 409,
  /** Too late: the session starts within the club's notice period (or has started). */
  NOTICE_PERIOD_PASSED: 409,
  /** The dated session has no free place left. */
  SESSION_FULL: 409,
  /** The make-up credit is spent, booked, revoked or expired (or expires before the chosen session). */
  CREDIT_NOT_USABLE: 409,
  /** The absence's credit is booked for a make-up: cancel the make-up first. */
  CREDIT_IN_USE: 409,
  /** The chosen session is not one the child can make up in (another level or type of place, or their own class). */
  MAKEUP_NOT_ALLOWED: 409,
  /** The coach has already marked the make-up guest: the make-up took place and can no longer be cancelled or moved. */
  MAKEUP_ALREADY_MARKED: 409,
  /** The club must send this notice by mail (receipts, security mail): it cannot be turned off. */
  NOTICE_REQUIRED: 409,
  /** The unsubscribe link was altered or belongs to no account here. */
  UNSUBSCRIBE_LINK_INVALID: 404,
  /** Joining a waiting list of a class that has a free place: enrol instead (issue 28). */
  CLASS_HAS_PLACES: 409,
  /** The child is already on this class's waiting list. */
  ALREADY_WAITING: 409,
  /** The offer was already accepted, declined, withdrawn or has lapsed. */
  OFFER_NOT_OPEN: 409,
  /** The offer's deadline has passed: the place goes to the next family. */
  OFFER_EXPIRED: 409,
  /** The child already holds an offer of a place (one at a time). */
  OFFER_HELD: 409,
  /** The club's limit of trial lessons per child is reached. */
  TRIAL_LIMIT: 409,
  /** The trial's mail link was altered, or names no trial booking here. */
  TRIAL_LINK_INVALID: 404,
  /** Medical notes are kept only with the family's consent to keeping them (issue 29). */
  MEDICAL_CONSENT_REQUIRED: 422,
  /** The consent text was changed since it was shown: the answer must be given to the current text. */
  CONSENT_TEXT_CHANGED: 409,
  /** From 14, an athlete with an account answers their own consents (Bulgaria's digital consent age). */
  CONSENT_GIVEN_BY_ATHLETE: 409,
  /** Under 14 a parent (or the club, on paper) gives the consent, not the athlete. */
  CONSENT_GIVEN_BY_PARENT: 409,
  /** The account or child already has an erasure request waiting (issue 29): withdraw it or wait for it. */
  ERASURE_PENDING: 409,
  /** The erasure request was already carried out, withdrawn or refused. */
  ERASURE_NOT_PENDING: 409,
  /** The child's data was erased (issue 29): the pseudonymous row stays for the money records and is not edited. */
  CHILD_ERASED: 409,
  /** The account asked to be erased was made staff meanwhile: staff accounts are records of who acted (ADR 0049). */
  ERASURE_STAFF_ACCOUNT: 409,
  /** A family asked for more exports of their data today than the club makes (issue 29). */
  EXPORT_LIMIT: 429,
  /** The export's download link is past its 24 hours: the file is gone, a new export can be asked for. */
  EXPORT_EXPIRED: 410,
};

/** The code a bare HTTP status stands for, when an answer carries no code of its own. */
export const STATUS_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export type FieldIssue = { path: string; message: string };

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: FieldIssue[] };
};

/** True when a value has the shape of an API error answer. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
