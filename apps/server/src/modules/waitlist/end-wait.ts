// A child enrolled in a class by any way (the wizard, "enroll", a transfer, an admin's reactivation, an accepted
// offer) stops waiting for it: the live entry ends as 'enrolled', and an offer still open for the child in that class
// is taken by this enrollment (ADR 0044). Without it the offer would hold a place for nothing and later lapse with a
// mail telling an enrolled child's family to join the list again.
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { waitlistEntries, waitlistOffers } from '../../db/schema/index.js';

export async function endWaitOnEnrollment(
  tx: Tx,
  { childId, classId, enrollmentId, now }: { childId: string; classId: string; enrollmentId: string; now: Date },
): Promise<void> {
  await tx
    .update(waitlistOffers)
    .set({ status: 'accepted', answeredAt: now, enrollmentId })
    .where(
      and(eq(waitlistOffers.childId, childId), eq(waitlistOffers.classId, classId), eq(waitlistOffers.status, 'open')),
    );
  await tx
    .update(waitlistEntries)
    .set({ endedAt: now, endReason: 'enrolled' })
    .where(
      and(eq(waitlistEntries.childId, childId), eq(waitlistEntries.classId, classId), isNull(waitlistEntries.endedAt)),
    );
}
