// What a new assessment tells (issue 27): the child's parent (and the athlete linked to the record), each score with
// the metric's name in the reader's language and the coach's note. Once per assessment.
import type { Assessment } from '@swim/shared/api/instructor';
import type { Tx } from '../../db/client.js';
import type { children } from '../../db/schema/index.js';
import { childReaders } from '../children/child-audience.js';
import type { Notice } from '../notices/notice-service.js';
import { assessmentPublishedMessage } from '../notices/templates/assessment-published.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { listMetrics } from './child-records.service.js';

export async function assessmentPublishedNotices(
  tx: Tx,
  input: { child: typeof children.$inferSelect; assessment: Assessment; publicUrl: string },
): Promise<Notice[]> {
  const { child, assessment } = input;
  // In the catalog's order, as the progress tab lists them.
  const scores = (await listMetrics(tx)).flatMap((metric) => {
    const score = assessment.scores[metric.key];
    return score === undefined ? [] : [{ label: metric.label, score }];
  });
  const site = await readNoticeSite(tx, input.publicUrl);
  const readers = await childReaders(tx, child, `/child/${child.id}?tab=progress`);
  return readers.map(({ to, forAthlete, path }) => ({
    kind: 'assessment_published',
    eventKey: `assessment_published:${assessment.id}`,
    to,
    message: assessmentPublishedMessage(
      {
        site,
        recipientName: to.name,
        childName: child.fullName,
        forAthlete,
        path,
        date: assessment.date,
        coachName: assessment.instructor,
        scores,
        notes: assessment.notes,
      },
      to.language,
    ),
  }));
}
