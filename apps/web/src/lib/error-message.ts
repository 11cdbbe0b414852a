import type { ParseKeys } from 'i18next';
import { type ApiErrorCode, isApiError } from './api-client';

/** A key of the catalogs (the typecheck holds it against the Bulgarian one). */
export type TranslationKey = ParseKeys;

/**
 * The message of every code a failed request can carry. A Record, so a code added to the server's list (or to
 * ApiErrorCode) fails the typecheck here until it has a message; no code falls back to the generic text unless it
 * is listed with it (INTERNAL and UNKNOWN: the server failed, or said nothing the app can explain).
 */
export const ERROR_MESSAGES: Record<ApiErrorCode, TranslationKey> = {
  BAD_REQUEST: 'errors.badRequest',
  VALIDATION_FAILED: 'errors.validationFailed',
  UNAUTHENTICATED: 'errors.unauthenticated',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.conflict',
  RATE_LIMITED: 'errors.rateLimited',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupportedMediaType',
  INTERNAL: 'errors.generic',
  SERVICE_UNAVAILABLE: 'errors.serviceUnavailable',
  CLASS_FULL: 'errors.classFull',
  ALREADY_ENROLLED: 'errors.alreadyEnrolled',
  // The spec's text for a child that is not there ('Child not found').
  CHILD_NOT_FOUND: 'child.notFound.title',
  OUT_OF_STOCK: 'errors.outOfStock',
  CSRF_REJECTED: 'errors.csrfRejected',
  INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
  SIGN_IN_SLOWED: 'auth.errors.signInSlowed',
  SIGN_IN_LINK_REQUIRED: 'auth.errors.signInLinkRequired',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
  INVALID_TOKEN: 'auth.errors.invalidToken',
  OAUTH_NOT_CONFIGURED: 'auth.google.unavailable',
  PERIOD_ALREADY_COVERED: 'errors.periodAlreadyCovered',
  PAYMENT_NOT_PAYABLE: 'errors.paymentNotPayable',
  PAYMENT_NOT_VALIDATABLE: 'errors.paymentNotValidatable',
  REFUND_NOT_ALLOWED: 'errors.refundNotAllowed',
  REFUND_TOO_LARGE: 'errors.refundTooLarge',
  PROVIDER_ERROR: 'errors.providerError',
  SUBSCRIPTION_NOT_ACTIVE: 'errors.subscriptionNotActive',
  PRICE_CHANGED: 'errors.priceChanged',
  LOCATION_IN_USE: 'errors.locationInUse',
  CLASS_IN_USE: 'errors.classInUse',
  CLASS_INACTIVE: 'errors.classInactive',
  PLAN_NOT_OFFERED: 'errors.planNotOffered',
  STOCK_CHANGED: 'errors.stockChanged',
  ORDER_NOT_CANCELLABLE: 'errors.orderNotCancellable',
  ORDER_PAID_MEANWHILE: 'errors.orderPaidMeanwhile',
  IMAGE_INVALID: 'errors.imageInvalid',
  MEDIA_INVALID: 'contentAdmin.errors.mediaInvalid',
  INVOICE_EXISTS: 'errors.invoiceExists',
  NOTHING_OVERDUE: 'errors.nothingOverdue',
  INVOICE_NOT_ALLOWED: 'errors.invoiceNotAllowed',
  CLUB_LEGAL_DETAILS_MISSING: 'errors.clubLegalDetailsMissing',
  PAYMENT_NOT_CONFIRMED: 'errors.paymentNotConfirmed',
  PAYMENT_PERIOD_COVERED: 'errors.paymentPeriodCovered',
  PAYMENT_NOT_REJECTABLE: 'errors.paymentNotRejectable',
  SESSION_NOT_FOUND: 'errors.sessionNotFound',
  SESSION_CANCELLED: 'errors.sessionCancelled',
  NOTICE_PERIOD_PASSED: 'errors.noticePeriodPassed',
  SESSION_FULL: 'errors.sessionFull',
  CREDIT_NOT_USABLE: 'errors.creditNotUsable',
  CREDIT_IN_USE: 'errors.creditInUse',
  MAKEUP_NOT_ALLOWED: 'errors.makeupNotAllowed',
  MAKEUP_ALREADY_MARKED: 'errors.makeupAlreadyMarked',
  NOTICE_REQUIRED: 'errors.noticeRequired',
  UNSUBSCRIBE_LINK_INVALID: 'errors.unsubscribeLinkInvalid',
  CLASS_HAS_PLACES: 'errors.classHasPlaces',
  ALREADY_WAITING: 'errors.alreadyWaiting',
  OFFER_NOT_OPEN: 'errors.offerNotOpen',
  OFFER_EXPIRED: 'errors.offerExpired',
  OFFER_HELD: 'errors.offerHeld',
  TRIAL_LIMIT: 'errors.trialLimit',
  TRIAL_LINK_INVALID: 'errors.trialLinkInvalid',
  MEDICAL_CONSENT_REQUIRED: 'errors.medicalConsentRequired',
  CONSENT_TEXT_CHANGED: 'errors.consentTextChanged',
  CONSENT_GIVEN_BY_ATHLETE: 'errors.consentGivenByAthlete',
  CONSENT_GIVEN_BY_PARENT: 'errors.consentGivenByParent',
  ERASURE_PENDING: 'errors.erasurePending',
  ERASURE_NOT_PENDING: 'errors.erasureNotPending',
  CHILD_ERASED: 'errors.childErased',
  ERASURE_STAFF_ACCOUNT: 'errors.erasureStaffAccount',
  EXPORT_LIMIT: 'errors.exportLimit',
  EXPORT_EXPIRED: 'errors.exportExpired',
  NETWORK: 'errors.network',
  INVALID_RESPONSE: 'errors.invalidResponse',
  UNKNOWN: 'errors.generic',
};

/** Catalog key of a short, human explanation for a failed request. */
export function getErrorMessageKey(error: unknown): TranslationKey {
  if (!isApiError(error)) return 'errors.generic';
  // A server newer than this page may send a code it does not know yet.
  return ERROR_MESSAGES[error.code] ?? 'errors.generic';
}
