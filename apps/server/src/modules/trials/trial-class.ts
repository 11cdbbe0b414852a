// A class as a visitor sees it when booking a trial: where and with whom, and its dated sessions of the next
// TRIAL_BOOKING_DAYS that take place, have not started and have a free place (the one formula, freePlacesIn).
import { TRIAL_BOOKING_DAYS, type TrialClass } from '@swim/shared/api/trials';
import { takesPlace } from '@swim/shared/dated-sessions';
import { addDays } from '@swim/shared/dates';
import type { LocalizedText } from '@swim/shared/localized';
import { isUuid } from '@swim/shared/uuid';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { classes, locations } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { coachNames } from '../sessions/coach-names.js';
import { freePlacesIn, loadDatedSessions, readSessionRules, takenPlaces } from '../sessions/dated-sessions.service.js';
import { clubToday } from '../sessions/session-view.js';

export const trialClassNotFound = () => new AppError('NOT_FOUND', 'No such class');

export type TrialClassFacts = {
  id: string;
  title: LocalizedText;
  level: TrialClass['level'];
  locationName: LocalizedText;
  locationAddress: LocalizedText;
  locationType: 'pool' | 'kindergarten' | 'other';
  instructorId: string | null;
  durationMinutes: number;
  /** The class and its location both run. */
  running: boolean;
};

/** The class with its location's name and address, or null for an unknown id. */
export async function readTrialClass(db: Db | Tx, classId: string): Promise<TrialClassFacts | null> {
  if (!isUuid(classId)) return null;
  const [row] = await db
    .select({
      id: classes.id,
      title: classes.title,
      level: classes.level,
      locationName: locations.name,
      locationAddress: locations.address,
      locationType: locations.type,
      instructorId: classes.instructorId,
      durationMinutes: classes.durationMinutes,
      classActive: classes.active,
      locationActive: locations.active,
    })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(eq(classes.id, classId));
  if (!row) return null;
  const { classActive, locationActive, ...facts } = row;
  return { ...facts, running: classActive && locationActive };
}

/** The class's bookable trial sessions; NOT_FOUND for an unknown or inactive class. */
export async function getTrialClass(db: Db, { classId, now }: { classId: string; now: Date }): Promise<TrialClass> {
  const cls = await readTrialClass(db, classId);
  if (!cls?.running) throw trialClassNotFound();
  const rules = await readSessionRules(db);
  const offered = rules.trialsPerChild > 0;
  const from = clubToday(now);
  const to = addDays(from, TRIAL_BOOKING_DAYS);
  const sessions = offered ? await loadDatedSessions(db, { classIds: [cls.id], from, to }) : [];
  const upcoming = sessions.filter((s) => takesPlace(s) && s.startsAt > now);
  const taken = await takenPlaces(db, { classIds: [cls.id], from, to });
  const coach = cls.instructorId ? (await coachNames(db, [cls.instructorId])).get(cls.instructorId) : undefined;
  return {
    classId: cls.id,
    title: cls.title,
    level: cls.level,
    locationName: cls.locationName,
    locationAddress: cls.locationAddress,
    coachName: coach ?? null,
    durationMinutes: cls.durationMinutes,
    offered,
    sessions: upcoming.flatMap((s) => {
      const freePlaces = freePlacesIn(taken, s);
      if (freePlaces <= 0) return [];
      return [
        {
          date: s.date,
          startTime: s.startTime,
          onDate: s.onDate,
          atTime: s.atTime,
          startsAt: s.startsAt.toISOString(),
          moved: s.status === 'moved',
          freePlaces,
        },
      ];
    }),
  };
}
