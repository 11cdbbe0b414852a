// Assessments with scores, achievements, timed swims and a level change for the demo parent's children.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../client.js';
import { achievements, assessmentScores, assessments, performanceRecords, skillLevelHistory } from '../schema/index.js';
import { type IsoDate, addDays, clubInstant } from './dates.js';
import { ALEKSANDAR_PROGRESS, NIKOLAY_PROGRESS, type ProgressSeed, VIKTORIA_PROGRESS } from './progress-data.js';
import type { Families, SeededChild } from './seed-children.js';
import type { People } from './seed-people.js';

type Rows = {
  assessments: (typeof assessments.$inferInsert)[];
  scores: (typeof assessmentScores.$inferInsert)[];
  achievements: (typeof achievements.$inferInsert)[];
  records: (typeof performanceRecords.$inferInsert)[];
};

function collect(rows: Rows, child: SeededChild, progress: ProgressSeed, coach: string, today: IsoDate): void {
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

export async function seedProgress(tx: Tx, today: IsoDate, people: People, families: Families): Promise<number> {
  const rows: Rows = { assessments: [], scores: [], achievements: [], records: [] };
  const { aleksandar, viktoria, nikolay } = families;
  collect(rows, aleksandar, ALEKSANDAR_PROGRESS, people[aleksandar.class.instructor], today);
  collect(rows, viktoria, VIKTORIA_PROGRESS, people[viktoria.class.instructor], today);
  collect(rows, nikolay, NIKOLAY_PROGRESS, people[nikolay.class.instructor], today);

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
