// What the family hears of a make-up booked (issue 27): the session, where, the coach and until when it can change. A
// moved make-up is a new booking, told with its new date; each booking is told once.
import type { SessionRules } from '@swim/shared/session-rules';
import type { Tx } from '../../db/client.js';
import type { children, makeupBookings } from '../../db/schema/index.js';
import { loadRecipients, type Notice } from '../notices/notice-service.js';
import { makeupBookedMessage } from '../notices/templates/makeup-booked.js';
import { readNoticeSite } from '../notices/templates/site.js';
import { coachNames } from './coach-names.js';
import type { ClassSession } from './dated-sessions.service.js';
import { changeByOf } from './session-view.js';

export async function makeupBookedNotices(
  tx: Tx,
  input: {
    child: typeof children.$inferSelect;
    booked: { booking: typeof makeupBookings.$inferSelect; session: ClassSession };
    rules: SessionRules;
    moved: boolean;
    publicUrl: string;
  },
): Promise<Notice[]> {
  const { child, booked, rules } = input;
  const [to] = await loadRecipients(tx, [child.parentId]);
  if (!to) return [];
  const { session } = booked;
  const coach = session.cls.instructorId
    ? (await coachNames(tx, [session.cls.instructorId])).get(session.cls.instructorId)
    : null;
  const message = makeupBookedMessage(
    {
      site: await readNoticeSite(tx, input.publicUrl),
      parentName: to.name,
      childId: child.id,
      childName: child.fullName,
      classTitle: session.cls.title,
      locationName: session.cls.locationName,
      coachName: coach ?? null,
      date: session.onDate,
      time: session.atTime,
      changeBy: changeByOf(session.startsAt, rules),
      moved: input.moved,
    },
    to.language,
  );
  return [{ kind: 'makeup_booked', eventKey: `makeup_booked:${booked.booking.id}`, to, message }];
}
