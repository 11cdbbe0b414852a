import { isApiError } from '../../../lib/api-client';

/**
 * True when a child request failed because there is no such child of this parent: 404 for an unknown id or
 * another family's child, 400 for an address whose id is not even a valid id.
 */
export function isChildMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED');
}
