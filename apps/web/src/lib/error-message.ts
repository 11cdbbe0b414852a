import { isApiError } from './api-client';

/** Catalog key of a short, human explanation for a failed request. */
export function getErrorMessageKey(error: unknown) {
  if (!isApiError(error)) return 'errors.generic' as const;
  switch (error.code) {
    case 'NETWORK':
      return 'errors.network' as const;
    case 'RATE_LIMITED':
      return 'errors.rateLimited' as const;
    case 'NOT_FOUND':
      return 'errors.notFound' as const;
    case 'UNAUTHENTICATED':
      return 'errors.unauthenticated' as const;
    case 'FORBIDDEN':
      return 'errors.forbidden' as const;
    default:
      return 'errors.generic' as const;
  }
}
