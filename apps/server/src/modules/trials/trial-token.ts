// The secret in a trial's mail links (create the account, cancel, enroll). It is derived from the server's secret and
// the booking's id, so every mail about the trial (the confirmation, and the follow-up days later) can carry it
// without storing it; the booking keeps only its SHA-256, which is how a link finds its trial.
import { createHash, createHmac } from 'node:crypto';

/** The link secret of the trial booking with this id. */
export function trialToken(secret: string, trialId: string): string {
  return createHmac('sha256', secret).update(`trial-link:${trialId}`).digest('base64url');
}

/** What the booking stores of its link secret. */
export function hashTrialToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
