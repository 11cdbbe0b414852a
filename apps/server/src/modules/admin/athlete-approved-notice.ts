// What an athlete hears when the club approves their account (issue 27): once per approval.
import type { Tx } from '../../db/client.js';
import { loadRecipients, type Notice } from '../notices/notice-service.js';
import { athleteApprovedMessage } from '../notices/templates/athlete-approved.js';
import { readNoticeSite } from '../notices/templates/site.js';

export async function athleteApprovedNotices(
  tx: Tx,
  input: { userId: string; approvedAt: Date; publicUrl: string },
): Promise<Notice[]> {
  const [to] = await loadRecipients(tx, [input.userId]);
  if (!to) return [];
  const site = await readNoticeSite(tx, input.publicUrl);
  return [
    {
      kind: 'athlete_approved',
      eventKey: `athlete_approved:${to.userId}:${input.approvedAt.toISOString()}`,
      to,
      message: athleteApprovedMessage({ site, name: to.name }, to.language),
    },
  ];
}
