// Assessments with scores, achievements, timed swims and a level change for the demo parent's children.
import { randomUUID } from 'node:crypto';
import { achievements, assessmentScores, assessments, performanceRecords, skillLevelHistory } from '../schema/index.js';
import { type IsoDate, addDays, clubInstant } from './dates.js';
import { ALEKSANDAR_PROGRESS, NIKOLAY_PROGRESS, type ProgressSeed, VIKTORIA_PROGRESS } from './progress-data.js';
import type { Families, SeededChild } from './seed-children.js';
import type { Seeding } from './seed-people.js';

type Rows = {
  assessments: (typeof assessments.$inferInsert)[];
  scores: (typeof assessmentScores.$inferInsert)[];
  achievements: (typeof achievements.$inferInsert)[];
  records: (typeof performanceRecords.$inferInsert)[];
};

/** One child's progress to seed, and the coach who recorded it. */
type ChildProgress = { child: SeededChild; progress: ProgressSeed; coach: string };

function collect(rows: Rows, today: IsoDate, { child, progress, coach }: ChildProgress): void {
  for (const a of progress.assessments) {
    const id = randomUUID();
    const date = addDays(today, -a.daysAgo);
    rows.assessments.push({
      id,
      childId: child.id,
      instructorId: coach,
      classId: child.class.id,
      date,
      notes: a.notes,
    });
    for (const [metric, score] of Object.entries(a.scores)) rows.scores.push({ assessmentId: id, metric, score });
  }
  for (const a of progress.achievements) {
    rows.achievements.push({
      childId: child.id,
      title: a.title,
      description: a.description,
      kind: a.kind,
      awardedAt: addDays(today, -a.daysAgo),
      awardedBy: coach,
    });
  }
  for (const r of progress.records) {
    rows.records.push({
      childId: child.id,
      distance: r.distance,
      stroke: r.stroke,
      timeCentiseconds: r.time,
      date: addDays(today, -r.daysAgo),
      event: r.event,
      recordedBy: coach,
    });
  }
}

export async function seedProgress({ tx, today, people }: Seeding, families: Families): Promise<number> {
  const rows: Rows = { assessments: [], scores: [], achievements: [], records: [] };
  const { aleksandar, viktoria, nikolay } = families;
  const coachOf = (child: SeededChild) => people[child.class.instructor];
  collect(rows, today, { child: aleksandar, progress: ALEKSANDAR_PROGRESS, coach: coachOf(aleksandar) });
  collect(rows, today, { child: viktoria, progress: VIKTORIA_PROGRESS, coach: coachOf(viktoria) });
  collect(rows, today, { child: nikolay, progress: NIKOLAY_PROGRESS, coach: coachOf(nikolay) });

  await tx.insert(assessments).values(rows.assessments);
  await tx.insert(assessmentScores).values(rows.scores);
  await tx.insert(achievements).values(rows.achievements);
  await tx.insert(performanceRecords).values(rows.records);
  // Aleksandar moved up on the day of his second assessment.
  await tx.insert(skillLevelHistory).values({
    childId: aleksandar.id,
    fromLevel: 'beginner',
    toLevel: 'intermediate',
    changedBy: people[aleksandar.class.instructor],
    changedAt: clubInstant(addDays(today, -88), '19:10'),
  });
  return rows.assessments.length;
}
