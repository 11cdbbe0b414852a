// Athlete sign-up: an account that waits for an admin's approval (admin/users.service.ts decides it).
import type { AthleteRegisterInput } from '@swim/shared/api/athletes';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { athleteAccounts, emailOutbox, users } from '../../db/schema/index.js';
import type { Auth } from '../auth/auth-instance.js';

/** What a sign-up writes through: the auth library for the account, the database for the athlete row. */
export type SignUpDeps = { auth: Auth; db: Db };

/**
 * Creates an athlete account awaiting approval. For an address that already has an account the auth library
 * answers as if it had created one and mails the owner, so the answer never reveals who is registered.
 */
export async function registerAthlete(
  { auth, db }: SignUpDeps,
  input: AthleteRegisterInput,
  headers: Headers,
): Promise<void> {
  const result = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name, callbackURL: '/athlete/pending' },
    headers,
  });
  const created = result.user?.id;
  if (!created) return;
  // The account exists from here on; if making it an athlete fails, remove it again so a retry can succeed.
  try {
    await markAthlete(db, created, input);
  } catch (err) {
    await undoSignUp(db, created, input.email);
    throw err;
  }
}

/** Turns a just-created, unconfirmed account into an athlete awaiting approval. */
async function markAthlete(db: Db, userId: string, input: AthleteRegisterInput): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ role: 'athlete' })
      .where(and(eq(users.id, userId), eq(users.role, 'parent'), eq(users.emailVerified, false)))
      .returning({ id: users.id });
    if (updated.length === 0) return;
    await tx
      .insert(athleteAccounts)
      .values({
        userId,
        approved: false,
        birthDate: input.birthDate || null,
        discipline: input.discipline || null,
      })
      .onConflictDoNothing();
  });
}

/**
 * Removes an account whose athlete sign-up could not be finished (its sessions and credentials go with it), and
 * the confirmation mail still waiting in the outbox, so nothing half-made stays and a retry starts clean.
 */
async function undoSignUp(db: Db, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)));
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'verify-email'), isNull(emailOutbox.sentAt)));
  });
}
