// Who hears about a child's record (an assessment, a new level): the child's parent, and an approved athlete account the
// club linked to that record (the athlete is the swimmer), each with where the app shows it to them.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { athleteAccounts, type children } from '../../db/schema/index.js';
import { loadRecipients, type NoticeRecipient } from '../notices/notice-service.js';

export type ChildReader = { to: NoticeRecipient; forAthlete: boolean; path: string };

export async function childReaders(
  tx: Tx,
  child: Pick<typeof children.$inferSelect, 'id' | 'parentId'>,
  parentPath: string,
): Promise<ChildReader[]> {
  const athletes = await tx
    .select({ userId: athleteAccounts.userId })
    .from(athleteAccounts)
    .where(and(eq(athleteAccounts.childId, child.id), eq(athleteAccounts.approved, true)));
  const athleteIds = new Set(athletes.map((a) => a.userId));
  const recipients = await loadRecipients(tx, [child.parentId, ...athleteIds]);
  return recipients.map((to) =>
    athleteIds.has(to.userId) && to.userId !== child.parentId
      ? { to, forAthlete: true, path: '/athlete/dashboard' }
      : { to, forAthlete: false, path: parentPath },
  );
}
