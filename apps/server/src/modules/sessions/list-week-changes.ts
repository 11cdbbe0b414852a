// One week of the public schedule as it really is (issue 26 item 5, ADR 0039): every dated session of the club's active
// classes in that Monday-to-Sunday week that is closed, cancelled or moved, with the closure's reason and note. Public
// data only: no names, no counts of families, no note written to one class's families.
import type { ScheduleWeek, WeekSessionChange } from '@swim/shared/api/schedule-week';
import { addDays } from '@swim/shared/dates';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { closures } from '../../db/schema/index.js';
import { loadDatedSessions } from './dated-sessions.service.js';

/** The sessions of the week starting on `monday` that do not take place as the weekly pattern says. */
export async function listWeekChanges(db: Db, monday: string): Promise<ScheduleWeek> {
  const sunday = addDays(monday, 6);
  const changed = (await loadDatedSessions(db, { from: monday, to: sunday })).filter((s) => s.status !== 'scheduled');
  if (changed.length === 0) return { week: monday, changes: [] };
  const closureIds = [...new Set(changed.flatMap((s) => (s.closureId ? [s.closureId] : [])))];
  const spans =
    closureIds.length === 0
      ? []
      : await db
          .select({ id: closures.id, reason: closures.reason, note: closures.note })
          .from(closures)
          .where(inArray(closures.id, closureIds));
  const closureOf = new Map(spans.map((c) => [c.id, c]));
  const changes = changed.map((s): WeekSessionChange => {
    const closure = s.closureId ? closureOf.get(s.closureId) : undefined;
    return {
      classId: s.cls.id,
      date: s.date,
      startTime: s.startTime,
      status: s.status as WeekSessionChange['status'],
      onDate: s.onDate,
      atTime: s.atTime,
      reason: closure?.reason ?? null,
      // A closure's note is the club's public word; a coach's note on one cancelled or moved session ("the coach is
      // ill") is written to the families in the class, and stays in their mail and on their screens.
      note: closure?.note ?? null,
    };
  });
  return { week: monday, changes };
}
