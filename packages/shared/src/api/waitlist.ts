// Waiting lists with timed offers (issue 28, ADR 0044). A family joins a full class's list for a child with a chosen
// plan; a place that comes free is offered to the first in line and held for them until the offer's deadline
// (`expiresAt`, an ISO instant); accepting enrolls the child, declining or letting it lapse passes it on.
import { z } from 'zod';
import { PLAN_TYPES } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { enrollSchema, registrationSchema } from './children.js';

/** Joining a full class's list with one of the family's children: the class and the plan wanted. */
export const waitlistJoinSchema = enrollSchema;
export type WaitlistJoinInput = z.infer<typeof waitlistJoinSchema>;

/** The wizard's last step when the class is full: the new child and its place on the list, in one transaction. */
export const waitlistRegistrationSchema = registrationSchema;

export const waitlistJoinedSchema = z.object({
  childId: z.string(),
  entryId: z.string(),
  /** The child's place in line, from 1. */
  position: z.number().int(),
});
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;

/** A place held for the family: until when, and whether it was offered by an admin beyond the class's capacity. */
export const waitlistOfferSchema = z.object({
  id: z.string(),
  offeredAt: z.string(),
  expiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** One of the family's children waiting for a class, with its place in line and an open offer if there is one. */
export const familyWaitlistEntrySchema = z.object({
  id: z.string(),
  childId: z.string(),
  childName: z.string(),
  classId: z.string(),
  classTitle: localizedTextSchema,
  locationName: localizedTextSchema,
  sessions: z.array(z.object({ dayOfWeek: z.number().int(), startTime: z.string() })),
  planType: z.enum(PLAN_TYPES),
  position: z.number().int(),
  joinedAt: z.string(),
  offer: waitlistOfferSchema.nullable(),
});
export type FamilyWaitlistEntry = z.infer<typeof familyWaitlistEntrySchema>;
export const familyWaitlistSchema = z.array(familyWaitlistEntrySchema);

export const offerAcceptedSchema = z.object({ childId: z.string(), enrollmentId: z.string(), classId: z.string() });
export type OfferAccepted = z.infer<typeof offerAcceptedSchema>;

/** The secret of a mail's accept or decline link. */
export const offerTokenSchema = z.object({ token: z.string().min(1, 'required').max(200, 'invalid') });

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What a mail's link shows before the family answers: no more than the link's holder needs. */
export const offerByTokenSchema = z.object({
  status: z.enum(OFFER_STATUSES),
  childFirstName: z.string(),
  classTitle: localizedTextSchema,
  locationName: localizedTextSchema,
  sessions: z.array(z.object({ dayOfWeek: z.number().int(), startTime: z.string() })),
  planType: z.enum(PLAN_TYPES),
  expiresAt: z.string(),
});
export type OfferByToken = z.infer<typeof offerByTokenSchema>;

// --- Admins ---

export const ADMIN_WAITLIST_END_REASONS = ['enrolled', 'left', 'removed', 'declined', 'expired'] as const;

export const adminWaitlistEntrySchema = z.object({
  id: z.string(),
  position: z.number().int(),
  childId: z.string(),
  childName: z.string(),
  birthDate: z.string(),
  parent: z.object({ name: personNameSchema.nullable(), email: z.string(), phone: z.string().nullable() }),
  planType: z.enum(PLAN_TYPES),
  joinedAt: z.string(),
  offer: waitlistOfferSchema.extend({ byHand: z.boolean(), overCapacity: z.boolean() }).nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

export const adminWaitlistSchema = z.object({
  classId: z.string(),
  classTitle: localizedTextSchema,
  maxCapacity: z.number().int(),
  enrolled: z.number().int(),
  /** Places held by open offers. */
  held: z.number().int(),
  entries: z.array(adminWaitlistEntrySchema),
});
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;

/** The live entries in their new order: every live entry exactly once. */
export const waitlistOrderSchema = z.object({
  entryIds: z.array(z.string().min(1).max(100)).min(1, 'required').max(1000),
});
export const waitlistRemoveSchema = z.object({
  reason: z.string().trim().max(500, 'tooLong').optional(),
});
export const waitlistHandOfferSchema = z.object({
  /** Offer even though the class is full (the admin admits one more). */
  overCapacity: z.boolean().default(false),
});

/** Per class: how many wait now, and how the offers of a period ended. */
export const waitlistAnalyticsSchema = z.object({
  classes: z.array(
    z.object({
      classId: z.string(),
      classTitle: localizedTextSchema,
      waiting: z.number().int(),
      held: z.number().int(),
    }),
  ),
  offers: z.object({
    made: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
    expired: z.number().int(),
    /** Withdrawn by the club: the class closed, or the admin took the child off the list. */
    withdrawn: z.number().int(),
    open: z.number().int(),
  }),
});
export type WaitlistAnalytics = z.infer<typeof waitlistAnalyticsSchema>;
