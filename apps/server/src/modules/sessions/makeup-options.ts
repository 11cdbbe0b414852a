// The sessions a parent can book a make-up in with one credit: eligible (makeup-eligibility.ts), taking place, still
// before the notice period, and with a free place on that date. The places of every candidate are counted at once
// (takenPlaces over the search window), by the same formula booking applies to one session.
import type { MakeupOptions } from '@swim/shared/api/sessions';
import { takesPlace } from '@swim/shared/dated-sessions';
import type { Db } from '../../db/client.js';
import { type Actor, findChildFor } from '../access/access-policy.js';
import { coachNames } from './coach-names.js';
import { freePlacesIn, loadDatedSessions, readSessionRules, takenPlaces } from './dated-sessions.service.js';
import { assertCreditUsable, findChildCredit, isMakeupEligible, makeupTargetOf } from './makeup-eligibility.js';
import { beforeNotice, clubToday, sessionFields } from './session-view.js';

/** The make-up options of the child's credit, in the order they take place. */
export async function listMakeupOptions(
  db: Db,
  actor: Actor,
  input: { childId: string; creditId: string; now: Date },
): Promise<MakeupOptions> {
  const child = await findChildFor(db, actor, input.childId, { action: 'family' });
  const credit = await findChildCredit(db, { childId: child.id, creditId: input.creditId });
  const today = clubToday(input.now);
  assertCreditUsable(credit, today);
  const [rules, target] = await Promise.all([
    readSessionRules(db),
    makeupTargetOf(db, { credit, childSkillLevel: child.skillLevel, today }),
  ]);
  const candidates = (await loadDatedSessions(db, { from: today, to: target.lastDate })).filter(
    (s) => isMakeupEligible(s, target) && takesPlace(s) && beforeNotice(s.startsAt, rules, input.now),
  );
  const taken = await takenPlaces(db, {
    classIds: [...new Set(candidates.map((s) => s.cls.id))],
    from: today,
    to: target.lastDate,
  });
  const open = candidates.map((s) => ({ s, free: freePlacesIn(taken, s) })).filter((o) => o.free > 0);
  const names = await coachNames(
    db,
    open.map((o) => o.s.cls.instructorId),
  );
  return {
    creditId: credit.id,
    expiresOn: credit.expiresOn,
    searchedUntil: target.lastDate,
    options: open.map(({ s, free }) => ({
      ...sessionFields(s),
      level: s.cls.level,
      coachName: (s.cls.instructorId && names.get(s.cls.instructorId)) || null,
      freePlaces: free,
    })),
  };
}
