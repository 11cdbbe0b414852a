// Erasing children (issue 29 item 4, ADR 0049): inside the erasure's transaction, every personal field of the
// children is erased or replaced by a pseudonym; the rows stay for the payments, bills and attendance that name them.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ErasureStepName } from '@swim/shared/api/erasure';
import type { Tx } from '../../db/client.js';
import {
  achievements,
  assessments,
  athleteAccounts,
  athleteProfiles,
  children,
  consents,
  enrollments,
  media,
  mediaChildren,
  performanceRecords,
  skillLevelHistory,
  trialBookings,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/index.js';
import { lockWaitlistClasses } from '../waitlist/offer-places.js';
import { type ErasureStep, type Traces, pseudonymCode } from './erasure-steps.js';

/** What erasing children leaves to do once committed: the files to remove and the classes whose places came free. */
export type ChildrenErased = {
  steps: ErasureStep[];
  freedClasses: string[];
  mediaKeys: (string | null)[];
  profilePhotos: (string | null)[];
};

/** The names the children were known by, for scrubbing free text that mentions them (mail, audit details). */
export async function childTraces(tx: Tx, childIds: readonly string[]): Promise<Traces> {
  if (childIds.length === 0) return [];
  const rows = await tx
    .select({ fullName: children.fullName, firstName: children.firstName, lastName: children.lastName })
    .from(children)
    .where(inArray(children.id, [...childIds]));
  return rows.flatMap((r) => [r.fullName, `${r.firstName} ${r.lastName}`]);
}

/** Erases the children (their places freed, their photos, consents and progress gone, the row pseudonymised). */
export async function eraseChildren(tx: Tx, childIds: readonly string[], now: Date): Promise<ChildrenErased> {
  const ids = [...childIds];
  if (ids.length === 0) return { steps: [], freedClasses: [], mediaKeys: [], profilePhotos: [] };
  const steps: ErasureStep[] = [];

  // The classes' rows first (the order every writer of a class's places takes), then the places themselves.
  const placed = await tx
    .selectDistinct({ classId: enrollments.classId })
    .from(enrollments)
    .where(and(inArray(enrollments.childId, ids), eq(enrollments.active, true)));
  const offered = await tx
    .selectDistinct({ classId: waitlistOffers.classId })
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.childId, ids), eq(waitlistOffers.status, 'open')));
  const freedClasses = [...new Set([...placed, ...offered].map((r) => r.classId))];
  await lockWaitlistClasses(tx, freedClasses);
  // Ended as unenrolling ends them (ADR 0037): a month the family still owes stays owed to the club, under the
  // pseudonym, for an admin to collect or write off.
  const ended = await tx
    .update(enrollments)
    .set({ active: false, endedOn: zonedDate(now, CLUB_TIME_ZONE), updatedAt: now })
    .where(and(inArray(enrollments.childId, ids), eq(enrollments.active, true)))
    .returning({ id: enrollments.id });
  steps.push({ step: 'enrollments_ended', ids: ended.map((r) => r.id) });
  const withdrawn = await tx
    .update(waitlistOffers)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(inArray(waitlistOffers.childId, ids), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  steps.push({ step: 'waitlist_offers_withdrawn', ids: withdrawn.map((r) => r.id) });
  const left = await tx
    .update(waitlistEntries)
    .set({ endedAt: now, endReason: 'removed' })
    .where(and(inArray(waitlistEntries.childId, ids), isNull(waitlistEntries.endedAt)))
    .returning({ id: waitlistEntries.id });
  steps.push({ step: 'waitlist_entries_ended', ids: left.map((r) => r.id) });

  // Gallery items showing the child go with their files (group photos too: the child is in them).
  const tagged = await tx
    .selectDistinct({ id: media.id, storageKey: media.storageKey })
    .from(media)
    .innerJoin(mediaChildren, eq(mediaChildren.mediaId, media.id))
    .where(inArray(mediaChildren.childId, ids));
  if (tagged.length > 0) {
    await tx.delete(media).where(
      inArray(
        media.id,
        tagged.map((m) => m.id),
      ),
    );
  }
  steps.push({ step: 'media_removed', ids: tagged.map((m) => m.id) });

  // An athlete's account stays the athlete's; their public profile (name, photo) and the link to the record go.
  const linked = await tx
    .select({ userId: athleteAccounts.userId })
    .from(athleteAccounts)
    .where(inArray(athleteAccounts.childId, ids));
  const profiles =
    linked.length === 0
      ? []
      : await tx
          .delete(athleteProfiles)
          .where(
            inArray(
              athleteProfiles.userId,
              linked.map((l) => l.userId),
            ),
          )
          .returning({ id: athleteProfiles.id, photoUrl: athleteProfiles.photoUrl });
  steps.push({ step: 'athlete_profiles_removed', ids: profiles.map((p) => p.id) });
  if (linked.length > 0) {
    await tx.update(athleteAccounts).set({ childId: null }).where(inArray(athleteAccounts.childId, ids));
  }

  const counted = async (step: ErasureStepName, rows: Promise<{ id: string }[]>) => {
    steps.push({ step, ids: (await rows).map((r) => r.id) });
  };
  await counted(
    'consents_deleted',
    tx.delete(consents).where(inArray(consents.childId, ids)).returning({ id: consents.id }),
  );
  await counted(
    'assessments_deleted',
    tx.delete(assessments).where(inArray(assessments.childId, ids)).returning({ id: assessments.id }),
  );
  await counted(
    'achievements_deleted',
    tx.delete(achievements).where(inArray(achievements.childId, ids)).returning({ id: achievements.id }),
  );
  await counted(
    'performance_records_deleted',
    tx
      .delete(performanceRecords)
      .where(inArray(performanceRecords.childId, ids))
      .returning({ id: performanceRecords.id }),
  );
  await counted(
    'level_history_deleted',
    tx.delete(skillLevelHistory).where(inArray(skillLevelHistory.childId, ids)).returning({ id: skillLevelHistory.id }),
  );
  // A trial that led to the child's enrollment was booked for this child (name, parent's contacts).
  await counted(
    'trial_bookings_deleted',
    tx
      .delete(trialBookings)
      .where(
        inArray(
          trialBookings.enrollmentId,
          tx.select({ id: enrollments.id }).from(enrollments).where(inArray(enrollments.childId, ids)),
        ),
      )
      .returning({ id: trialBookings.id }),
  );

  // The row stays (payments, bills and attendance name it) under a pseudonym; the birth year is kept for the club's
  // age-group figures and kindergarten bills, the day and month go (ADR 0049).
  for (const id of ids) {
    const code = pseudonymCode();
    await tx
      .update(children)
      .set({
        // Written as the club writes children's names (in Bulgarian, its language); the Latin pair says the same.
        fullName: `Изтрито дете ${code}`,
        firstName: 'Erased',
        lastName: code,
        birthDate: sql`make_date(extract(year from ${children.birthDate})::int, 1, 1)`,
        notes: null,
        medicalNotes: null,
        emergencyContact: '',
        emergencyPhone: '',
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(children.id, id));
  }
  steps.push({ step: 'children_pseudonymised', ids });
  return {
    steps,
    freedClasses,
    mediaKeys: tagged.map((m) => m.storageKey),
    profilePhotos: profiles.map((p) => p.photoUrl),
  };
}
