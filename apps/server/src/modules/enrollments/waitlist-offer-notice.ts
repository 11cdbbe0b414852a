// The offer of a free place to a child on a class's waiting list (issue 27 for issue 28's waitlist): the parent hears
// which class, its days and place, until when the place is held, and the links to take it or give it up. The waitlist
// calls it in the transaction that makes the offer; one notice per offer. When an offer lapses unanswered, the
// waitlist's expiry job raises waitlistOfferExpiredNotices in the transaction that passes the place on: the same kind
// (one switch for the offer and its end), told once per offer.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, classes, locations } from '../../db/schema/index.js';
import { loadRecipients, type Notice } from '../notices/notice-service.js';
import { readNoticeSite } from '../notices/templates/site.js';
import {
  waitlistEndedMessage,
  waitlistOfferExpiredMessage,
  waitlistOfferMessage,
} from '../notices/templates/waitlist-offer.js';
import { loadWeeklySessions } from './class-listing.js';

export type WaitlistOffer = {
  /** The offer's own id: with the parent it is told once. */
  offerId: string;
  childId: string;
  classId: string;
  /** Until when the place is held. */
  expiresAt: Date;
  /** Full addresses that take or give up the place (signed by the waitlist). */
  acceptUrl: string;
  declineUrl: string;
};

export async function waitlistOfferNotices(
  db: Db | Tx,
  { offer, publicUrl }: { offer: WaitlistOffer; publicUrl: string },
): Promise<Notice[]> {
  const [row] = await db
    .select({ child: children, title: classes.title, locationName: locations.name })
    .from(children)
    .innerJoin(classes, eq(classes.id, offer.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(eq(children.id, offer.childId));
  if (!row) return [];
  const [to] = await loadRecipients(db, [row.child.parentId]);
  if (!to) return [];
  const message = waitlistOfferMessage(
    {
      site: await readNoticeSite(db, publicUrl),
      parentName: to.name,
      childName: row.child.fullName,
      classTitle: row.title,
      week: (await loadWeeklySessions(db, [offer.classId])).get(offer.classId) ?? [],
      locationName: row.locationName,
      expiresAt: offer.expiresAt,
      acceptUrl: offer.acceptUrl,
      declineUrl: offer.declineUrl,
      path: '/dashboard',
    },
    to.language,
  );
  return [{ kind: 'waitlist_offer', eventKey: `waitlist_offer:${offer.offerId}`, to, message }];
}

export type WaitlistOfferExpiry = {
  /** The lapsed offer's id: with the parent its end is told once. */
  offerId: string;
  childId: string;
  classId: string;
  /** Until when the place was held. */
  expiredAt: Date;
  /** Whether the child is still on the class's waiting list, and at which place in line if known. */
  stillWaiting: boolean;
  position?: number;
};

export async function waitlistOfferExpiredNotices(
  db: Db | Tx,
  { expiry, publicUrl }: { expiry: WaitlistOfferExpiry; publicUrl: string },
): Promise<Notice[]> {
  const [row] = await db
    .select({ child: children, title: classes.title })
    .from(children)
    .innerJoin(classes, eq(classes.id, expiry.classId))
    .where(eq(children.id, expiry.childId));
  if (!row) return [];
  const [to] = await loadRecipients(db, [row.child.parentId]);
  if (!to) return [];
  const message = waitlistOfferExpiredMessage(
    {
      site: await readNoticeSite(db, publicUrl),
      parentName: to.name,
      childName: row.child.fullName,
      classTitle: row.title,
      expiredAt: expiry.expiredAt,
      stillWaiting: expiry.stillWaiting,
      ...(expiry.stillWaiting && expiry.position !== undefined ? { position: expiry.position } : {}),
      // Still waiting: the dashboard shows the place in line; off the list: the enrollment wizard to join again or
      // choose another class (there is no page of a single class for parents).
      path: expiry.stillWaiting ? '/dashboard' : `/enroll-child/${expiry.childId}`,
    },
    to.language,
  );
  return [{ kind: 'waitlist_offer', eventKey: `waitlist_offer_expired:${expiry.offerId}`, to, message }];
}

export type WaitlistEnd = {
  /** What ended, told once: the withdrawn offer's id, or the removed entry's id. */
  key: string;
  childId: string;
  classId: string;
  cause: 'class_closed' | 'removed';
};

/** The family is told that its offer was withdrawn with the class, or that the club took the child off the list. */
export async function waitlistEndedNotices(
  db: Db | Tx,
  { end, publicUrl }: { end: WaitlistEnd; publicUrl: string },
): Promise<Notice[]> {
  const [row] = await db
    .select({ child: children, title: classes.title })
    .from(children)
    .innerJoin(classes, eq(classes.id, end.classId))
    .where(eq(children.id, end.childId));
  if (!row) return [];
  const [to] = await loadRecipients(db, [row.child.parentId]);
  if (!to) return [];
  const message = waitlistEndedMessage(
    {
      site: await readNoticeSite(db, publicUrl),
      parentName: to.name,
      childName: row.child.fullName,
      classTitle: row.title,
      cause: end.cause,
      path: end.cause === 'class_closed' ? '/dashboard' : `/enroll-child/${end.childId}`,
    },
    to.language,
  );
  return [{ kind: 'waitlist_offer', eventKey: `waitlist_ended:${end.cause}:${end.key}`, to, message }];
}
