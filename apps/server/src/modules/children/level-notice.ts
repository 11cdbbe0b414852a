// What a new skill level tells (issue 27): the child's parent (and the athlete linked to the record), the old and new
// level in words. Raised only when the level really changed, once per change (the history row).
import type { SkillLevel } from '@swim/shared/enums';
import type { Tx } from '../../db/client.js';
import type { children } from '../../db/schema/index.js';
import type { Notice } from '../notices/notice-service.js';
import { levelChangedMessage } from '../notices/templates/level-changed.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { childReaders } from './child-audience.js';

export async function levelChangedNotices(
  tx: Tx,
  input: {
    child: typeof children.$inferSelect;
    from: SkillLevel;
    to: SkillLevel;
    /** The skill-level history row of this change. */
    changeId: string;
    publicUrl: string;
  },
): Promise<Notice[]> {
  const { child } = input;
  if (input.from === input.to) return [];
  const site = await readNoticeSite(tx, input.publicUrl);
  const readers = await childReaders(tx, child, `/child/${child.id}`);
  return readers.map(({ to, forAthlete, path }) => ({
    kind: 'level_changed',
    eventKey: `level_changed:${child.id}:${input.changeId}`,
    to,
    message: levelChangedMessage(
      { site, recipientName: to.name, childName: child.fullName, forAthlete, path, from: input.from, to: input.to },
      to.language,
    ),
  }));
}
