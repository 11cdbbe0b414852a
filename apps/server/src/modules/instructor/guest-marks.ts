// Make-up guests' marks in attendance rates (issue 26, ADR 0039): a guest's present or absent mark lives on the
// booking, not in `attendance`, and counts in every rate a coach, an admin or a family reads: the class's rate (a guest
// swam, or did not, in that class), the club's analytics, and the child's own rate (it was the child's session).
import type { AttendanceStatus } from '@swim/shared/enums';
import { and, count, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classes, makeupBookings } from '../../db/schema/index.js';

/** Marked guests' present and absent counts, for a class, a child, or the club, between two days (both included). */
export async function countGuestMarks(
  db: Db | Tx,
  scope: { classId?: string; childId?: string; from?: string | null; to?: string | null },
): Promise<{ present: number; absent: number }> {
  const rows = await db
    .select({ mark: makeupBookings.attendance, n: count() })
    .from(makeupBookings)
    .where(
      and(
        isNull(makeupBookings.cancelledAt),
        isNotNull(makeupBookings.attendance),
        scope.classId ? eq(makeupBookings.classId, scope.classId) : undefined,
        scope.childId ? eq(makeupBookings.childId, scope.childId) : undefined,
        scope.from ? gte(makeupBookings.date, scope.from) : undefined,
        scope.to ? lte(makeupBookings.date, scope.to) : undefined,
      ),
    )
    .groupBy(makeupBookings.attendance);
  const of = (mark: 'present' | 'absent') => Number(rows.find((r) => r.mark === mark)?.n ?? 0);
  return { present: of('present'), absent: of('absent') };
}

/** A child's marked make-ups as attendance records (the class they were a guest in). */
export async function childGuestRecords(db: Db | Tx, childId: string) {
  const rows = await db
    .select({ b: makeupBookings, title: classes.title })
    .from(makeupBookings)
    .innerJoin(classes, eq(classes.id, makeupBookings.classId))
    .where(
      and(
        eq(makeupBookings.childId, childId),
        isNull(makeupBookings.cancelledAt),
        isNotNull(makeupBookings.attendance),
      ),
    );
  return rows.map((r) => ({
    id: r.b.id,
    date: r.b.date,
    status: r.b.attendance as Extract<AttendanceStatus, 'present' | 'absent'>,
    classTitle: r.title,
  }));
}
