// Password and email changes go through the auth library (it hashes, checks the current password and signs the
// address-change links); here its answers become our error codes. The caller's own session names the account.
import type { ChangeEmailInput, ChangePasswordInput } from '@swim/shared/api/profile';
import { AppError } from '../../lib/errors.js';
import type { Auth } from '../auth/auth-instance.js';

type LibraryError = { statusCode?: number; body?: { code?: string } };

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'Please check the form', [{ path, message }]);

function toAppError(err: unknown): unknown {
  const { statusCode, body } = (err ?? {}) as LibraryError;
  if (statusCode === 401) return new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (body?.code === 'INVALID_PASSWORD') return fieldError('currentPassword', 'currentPasswordWrong');
  if (body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return fieldError('currentPassword', 'noPassword');
  return err;
}

/**
 * Changes the password when the current one is right, and signs every other device out unless told not to.
 * Returns the cookies of the new session this device keeps.
 */
export async function changePassword(auth: Auth, headers: Headers, input: ChangePasswordInput): Promise<string[]> {
  try {
    const result = await auth.api.changePassword({
      headers,
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: input.revokeOtherSessions ?? true,
      },
      returnHeaders: true,
    });
    return result.headers.getSetCookie();
  } catch (err) {
    throw toAppError(err);
  }
}

/**
 * Starts an address change: the current address gets a link to approve it, then the new one a link to confirm it.
 * An address that already has an account gets no mail and the same answer, so nobody learns who is registered.
 */
export async function requestEmailChange(
  auth: Auth,
  headers: Headers,
  options: { currentEmail: string; input: ChangeEmailInput; callbackURL: string },
): Promise<void> {
  const newEmail = options.input.newEmail.toLowerCase();
  if (newEmail === options.currentEmail.toLowerCase()) throw fieldError('newEmail', 'sameEmail');
  try {
    await auth.api.changeEmail({ headers, body: { newEmail, callbackURL: options.callbackURL } });
  } catch (err) {
    throw toAppError(err);
  }
}
