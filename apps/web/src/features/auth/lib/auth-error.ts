import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

/** A translated explanation of a failed auth request: known codes in the user's language, else the server's text. */
export function describeAuthError(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return t('auth.errors.invalidCredentials');
    case 'EMAIL_NOT_VERIFIED':
      return t('auth.errors.emailNotVerified');
    case 'INVALID_TOKEN':
      return t('auth.errors.invalidToken');
    case 'RATE_LIMITED':
      return t('auth.errors.rateLimited');
    case 'VALIDATION_FAILED':
      return t('auth.errors.checkFields');
    case 'OAUTH_NOT_CONFIGURED':
      return t('auth.google.unavailable');
    case 'NETWORK':
      return t('errors.network');
    case 'INTERNAL':
    case 'INVALID_RESPONSE':
    case 'UNKNOWN':
      return t('errors.generic');
    default:
      return error.message || t('errors.generic');
  }
}

/** The error codes the auth library puts in `?error=` when a mailed link or Google sign-in fails. */
export function describeAuthErrorParam(code: string, t: TFunction): string {
  const normalized = code.toUpperCase();
  if (normalized === 'INVALID_TOKEN' || normalized === 'TOKEN_EXPIRED') return t('auth.errors.invalidToken');
  if (normalized === 'ACCESS_DENIED') return t('auth.google.cancelled');
  return t('auth.google.failed');
}
