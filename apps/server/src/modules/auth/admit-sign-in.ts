// The sign-in policy (limits.ts, ADR 0020) applied to one password attempt, before its password is checked.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Counters } from '../../lib/counters.js';
import { AppError } from '../../lib/errors.js';
import { SIGN_IN_POLICY, type SignInAttemptKeys, signInAttemptKeys, signInDelayMs } from './limits.js';

export type SignInAttempt = { email: string; ip: string; knownDevice: boolean };
export type Admitted = { slowed: boolean; keys: SignInAttemptKeys; accountAttempts: number };

/**
 * After a successful sign-in: its address starts afresh, and so does the account unless it is being slowed (the
 * owner's own sign-ins never add up to a slow-down; an attack's count stays).
 */
export async function forgetAttempts(counters: Counters, admitted: Admitted): Promise<void> {
  await counters.reset(admitted.keys.pair);
  await counters.reset(admitted.keys.knownDevice);
  if (admitted.accountAttempts <= SIGN_IN_POLICY.slowAfter) await counters.reset(admitted.keys.account);
}

const linkRequired = () =>
  new AppError(
    'SIGN_IN_LINK_REQUIRED',
    'This account is receiving too many sign-in attempts: sign in with a link sent by email',
  );

/**
 * Counts the attempt first (an atomic increment, in Redis when configured, so a burst on any number of instances
 * counts in full), then refuses it (429) or waits out its account's delay. Resolves when its password may be checked.
 */
export async function admitSignIn(counters: Counters, attempt: SignInAttempt): Promise<Admitted> {
  const keys = signInAttemptKeys(attempt.email, attempt.ip);
  const pair = await counters.hit(keys.pair, SIGN_IN_POLICY.windowMs);
  if (pair > SIGN_IN_POLICY.perAccountAndAddress) {
    throw new AppError('RATE_LIMITED', 'Too many attempts, please try again later');
  }
  const account = await counters.hit(keys.account, SIGN_IN_POLICY.windowMs);
  // The owner's own device is not held back (strangers cannot forge its mark), but its attempts are capped apart:
  // a leaked cookie gives a few guesses per window, not unbounded ones.
  if (attempt.knownDevice) {
    const known = await counters.hit(keys.knownDevice, SIGN_IN_POLICY.windowMs);
    if (known > SIGN_IN_POLICY.knownDeviceMax) throw linkRequired();
    return { slowed: false, keys, accountAttempts: account };
  }
  if (account > SIGN_IN_POLICY.linkOnlyAfter) throw linkRequired();
  const delay = signInDelayMs(account);
  // An async wait holds only the open request (bounded by maxDelayMs), no thread or database connection.
  if (delay > 0) await sleep(delay);
  return { slowed: delay > 0, keys, accountAttempts: account };
}
