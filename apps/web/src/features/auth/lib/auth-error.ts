import type { TFunction } from 'i18next';
import { type ApiErrorCode, isApiError } from '../../../lib/api-client';
import { getErrorMessageKey, type TranslationKey } from '../../../lib/error-message';

/**
 * The codes the auth forms explain in the user's language: the sign-in and sign-up answers themselves, and failures
 * that are not the server's to word. Any other code shows the server's own message under the form's error title, as
 * the spec asks ("with the server message"); the app-wide text of lib/error-message is the fallback when it has none.
 */
const AUTH_MESSAGES: Partial<Record<ApiErrorCode, TranslationKey>> = {
  INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
  SIGN_IN_SLOWED: 'auth.errors.signInSlowed',
  SIGN_IN_LINK_REQUIRED: 'auth.errors.signInLinkRequired',
  EMAIL_NOT_VERIFIED: 'auth.errors.emailNotVerified',
  INVALID_TOKEN: 'auth.errors.invalidToken',
  RATE_LIMITED: 'auth.errors.rateLimited',
  VALIDATION_FAILED: 'auth.errors.checkFields',
  OAUTH_NOT_CONFIGURED: 'auth.google.unavailable',
  NETWORK: 'errors.network',
  INTERNAL: 'errors.generic',
  INVALID_RESPONSE: 'errors.generic',
  UNKNOWN: 'errors.generic',
};

/** A failed auth request explained: the auth codes in the user's language, else the server's text (see above). */
export function describeAuthError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t(getErrorMessageKey(error));
  const own = AUTH_MESSAGES[error.code];
  if (own) return t(own);
  return error.message || t(getErrorMessageKey(error));
}

/** Whether a failed sign-in says the account is being attacked (slowed, link only, or this address refused). */
export function offersSignInLink(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'SIGN_IN_SLOWED' || error.code === 'SIGN_IN_LINK_REQUIRED' || error.code === 'RATE_LIMITED';
}

/** The error codes the auth library puts in `?error=` when a mailed link or Google sign-in fails. */
export function describeAuthErrorParam(code: string, t: TFunction): string {
  const normalized = code.toUpperCase();
  if (normalized === 'INVALID_TOKEN' || normalized === 'TOKEN_EXPIRED') return t('auth.errors.invalidToken');
  if (normalized === 'ACCESS_DENIED') return t('auth.google.cancelled');
  return t('auth.google.failed');
}
