// What a coach records about a child: assessments on the metric catalog, achievements and race times. The parent's
// child activity (children/child-activity.service.ts) reads the same tables, so each shows on the child's tabs.
import type { Achievement, PerformanceRecord } from '@swim/shared/api/children';
import {
  type AchievementInput,
  type Assessment,
  type AssessmentInput,
  parseRaceTime,
  type RaceTimeInput,
} from '@swim/shared/api/instructor';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { LocalizedText } from '@swim/shared/localized';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  achievements,
  assessmentScores,
  assessments,
  classes,
  enrollments,
  performanceRecords,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { type Actor, classScope, findChildFor } from '../access/access-policy.js';
import type { NoticeSender } from '../notices/templates/site.js';
import { assessmentPublishedNotices } from './assessment-notice.js';
import { listMetrics, loadAssessments, toAchievement, toPerformance } from './child-records.service.js';

const inFuture = (path: string) =>
  new AppError('VALIDATION_FAILED', 'The date cannot be in the future', [{ path, message: 'dateInFuture' }]);

/** Records happen on or before today in the club's time zone. */
function assertNotFuture(date: string, now: Date, path: string): void {
  if (date > zonedDate(now, CLUB_TIME_ZONE)) throw inFuture(path);
}

/** Records an assessment with its scores (every metric must be in the catalog) and tells the family once committed. */
export async function createAssessment(
  db: Db,
  actor: Actor,
  { childId, input, now, tell }: { childId: string; input: AssessmentInput; now: Date; tell: NoticeSender },
): Promise<Assessment> {
  const { value, written } = await db.transaction(async (tx) => {
    const child = await findChildFor(tx, actor, childId, { action: 'coach' });
    assertNotFuture(input.date, now, 'date');
    const known = new Set((await listMetrics(tx)).map((m) => m.key));
    const unknown = input.scores.findIndex((s) => !known.has(s.metric));
    if (unknown >= 0) {
      throw new AppError('VALIDATION_FAILED', 'This metric is not in the catalog', [
        { path: `scores.${unknown}.metric`, message: 'metricUnknown' },
      ]);
    }
    // The class it was assessed in: the child's current class that the actor runs, if there is one.
    const [current] = await tx
      .select({ classId: enrollments.classId })
      .from(enrollments)
      .innerJoin(classes, eq(classes.id, enrollments.classId))
      .where(and(eq(enrollments.childId, child.id), eq(enrollments.active, true), classScope(actor)))
      .orderBy(desc(enrollments.createdAt))
      .limit(1);
    const [row] = await tx
      .insert(assessments)
      .values({
        childId: child.id,
        instructorId: actor.id,
        classId: current?.classId ?? null,
        date: input.date,
        notes: input.notes || null,
      })
      .returning();
    if (!row) throw new Error('assessment not created');
    await tx
      .insert(assessmentScores)
      .values(input.scores.map((s) => ({ assessmentId: row.id, metric: s.metric, score: s.score })));
    const [created] = await loadAssessments(tx, eq(assessments.id, row.id));
    if (!created) throw new Error('assessment vanished');
    const notices = await assessmentPublishedNotices(tx, { child, assessment: created, publicUrl: tell.publicUrl });
    return { value: created, written: await tell.notices.write(tx, notices) };
  });
  tell.notices.dispatch(written);
  return value;
}

/** Awards an achievement; English and Russian titles are optional (they fall back to Bulgarian). */
export async function awardAchievement(
  db: Db,
  actor: Actor,
  { childId, input, now }: { childId: string; input: AchievementInput; now: Date },
): Promise<Achievement> {
  const child = await findChildFor(db, actor, childId, { action: 'coach' });
  assertNotFuture(input.awardedAt, now, 'awardedAt');
  const title: LocalizedText = { bg: input.title.bg };
  if (input.title.en) title.en = input.title.en;
  if (input.title.ru) title.ru = input.title.ru;
  const [row] = await db
    .insert(achievements)
    .values({ childId: child.id, title, kind: input.kind, awardedAt: input.awardedAt, awardedBy: actor.id })
    .returning();
  if (!row) throw new Error('achievement not created');
  return toAchievement(row);
}

/** Records a race time, given as 'm:ss.hh' text and kept in hundredths of a second. */
export async function recordRaceTime(
  db: Db,
  actor: Actor,
  { childId, input, now }: { childId: string; input: RaceTimeInput; now: Date },
): Promise<PerformanceRecord> {
  const child = await findChildFor(db, actor, childId, { action: 'coach' });
  assertNotFuture(input.date, now, 'date');
  const time = parseRaceTime(input.time);
  if (time === null) {
    throw new AppError('VALIDATION_FAILED', 'Write the time as m:ss.hh', [{ path: 'time', message: 'timeInvalid' }]);
  }
  const [row] = await db
    .insert(performanceRecords)
    .values({
      childId: child.id,
      distance: input.distance,
      stroke: input.stroke,
      timeCentiseconds: time,
      date: input.date,
      event: input.event || null,
      recordedBy: actor.id,
    })
    .returning();
  if (!row) throw new Error('time not recorded');
  return toPerformance(row);
}
