// The admin console's users section: find users, change roles, approve athletes. Every change is audited.
import type { AdminUser, AthleteApplication, UserList, UserListQuery } from '@swim/shared/api/admin-users';
import type { PersonName } from '@swim/shared/localized';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { athleteAccounts, users } from '../../db/schema/index.js';
import { recordAudit, type Writer } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { personName, personNameMatches } from '../../lib/person-name.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { athleteApprovedNotices } from './athlete-approved-notice.js';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Users matching a search (name, email or phone) and role, newest first, one page at a time. */
export async function listUsers(db: Db, query: UserListQuery): Promise<UserList> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(personNameMatches(users, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));
    if (match) conditions.push(match);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ user: users, name: personName(users), approved: athleteAccounts.approved })
      .from(users)
      .leftJoin(athleteAccounts, eq(athleteAccounts.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(({ user, name, approved }) => toAdminUser(user, { name, approved })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The user as the console lists them, named as others read them (their coach profile's name when they have one). */
export function toAdminUser(
  user: typeof users.$inferSelect,
  known: { name: PersonName | null; approved: boolean | null },
): AdminUser {
  const { role } = user;
  const approved = known.approved;
  return {
    id: user.id,
    email: user.email,
    // Null only for a missing row: the fallback (the rule's answer without a profile) satisfies the type.
    name: known.name ?? { bg: user.name },
    phone: user.phone,
    role,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    athleteApproved: role === 'athlete' ? (approved ?? false) : null,
  };
}

/** Athlete registrations, pending ones by default. */
export async function listAthleteApplications(
  db: Db,
  status: 'pending' | 'approved' | 'all',
): Promise<AthleteApplication[]> {
  const rows = await db
    .select({ user: users, athlete: athleteAccounts })
    .from(athleteAccounts)
    .innerJoin(users, eq(users.id, athleteAccounts.userId))
    .where(
      and(
        eq(users.role, 'athlete'),
        status === 'all' ? undefined : eq(athleteAccounts.approved, status === 'approved'),
      ),
    )
    .orderBy(desc(athleteAccounts.createdAt));
  return rows.map(({ user, athlete }) => ({
    userId: user.id,
    name: user.name,
    email: user.email,
    birthDate: athlete.birthDate,
    discipline: athlete.discipline,
    approved: athlete.approved,
    approvedAt: athlete.approvedAt?.toISOString() ?? null,
    registeredAt: athlete.createdAt.toISOString(),
  }));
}

/** One decision on an athlete: approve or withdraw, as of the app's clock. */
export type AthleteDecision = { userId: string; approved: boolean; now: Date };

/**
 * Approves an athlete, or withdraws an approval. An athlete who was waiting and is now approved is told (a repeated
 * approval tells nothing; one approved again after a withdrawal is told again).
 */
export async function decideAthlete(writer: Writer & NoticeSender, decision: AthleteDecision): Promise<void> {
  const { db, actorId } = writer;
  const { userId, approved, now } = decision;
  const written = await db.transaction(async (tx) => {
    // Locked like a role change and its undo lock it: a decision and an undo never interleave.
    const [athlete] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (athlete?.role !== 'athlete') throw notFound('Athlete not found');
    const [before] = await tx
      .select({ approved: athleteAccounts.approved })
      .from(athleteAccounts)
      .where(eq(athleteAccounts.userId, userId));
    if (!before) throw notFound('Athlete not found');
    const approvedAt = approved ? now : null;
    await tx
      .update(athleteAccounts)
      .set({ approved, approvedBy: approved ? actorId : null, approvedAt })
      .where(eq(athleteAccounts.userId, userId));
    await recordAudit(tx, {
      actorId,
      action: approved ? 'athlete.approved' : 'athlete.approval_revoked',
      entityType: 'user',
      entityId: userId,
    });
    if (!approvedAt || before.approved) return null;
    return writer.notices.write(
      tx,
      await athleteApprovedNotices(tx, { userId, approvedAt, publicUrl: writer.publicUrl }),
    );
  });
  if (written) writer.notices.dispatch(written);
}
