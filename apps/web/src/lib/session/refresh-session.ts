import { apiGet } from '../api-client';

/** Asks the auth library to extend the session behind the cookie (it answers null when there is none). */
export function refreshSession(): Promise<unknown> {
  return apiGet('/auth/get-session');
}
