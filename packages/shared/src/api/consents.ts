// Consents per child (issue 29, ADR 0045): what the family agreed to, to which text, by whom and when.
import { z } from 'zod';
import { CONSENT_GIVERS, CONSENT_KINDS } from '../privacy.js';

/** One consent's state for a child (or an athlete's own account). */
export const consentStateSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** null: never answered (treated as not given). */
  granted: z.boolean().nullable(),
  /** The text version the answer was given to (0: given before consents were recorded); null if never answered. */
  textVersion: z.number().int().nullable(),
  /** The version of the text in force: an answer to an older one is asked again. */
  currentVersion: z.number().int(),
  needsAnswer: z.boolean(),
  givenAt: z.string().nullable(),
  givenAs: z.enum(CONSENT_GIVERS).nullable(),
  givenByName: z.string().nullable(),
  /** Whether the caller may answer it (a parent does not answer for an athlete of 14 or more with an account). */
  canAnswer: z.boolean(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentHistoryEntrySchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  textVersion: z.number().int(),
  givenAt: z.string(),
  givenAs: z.enum(CONSENT_GIVERS),
  givenByName: z.string().nullable(),
});

export const consentsViewSchema = z.object({
  consents: z.array(consentStateSchema),
  history: z.array(consentHistoryEntrySchema),
});
export type ConsentsView = z.infer<typeof consentsViewSchema>;

/** An answer, to the text version the person was shown. */
export const consentAnswerSchema = z.object({
  granted: z.boolean(),
  textVersion: z.number().int().min(0).max(1000),
});
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

export const consentParamsSchema = z.object({
  childId: z.string().min(1).max(100),
  kind: z.enum(CONSENT_KINDS),
});

/** The answers given in the registration wizard (or when adding a child), to the current texts. */
export const childConsentsInputSchema = z.object({
  photos: z.boolean(),
  medical: z.boolean(),
  /** The text versions the form showed (CONSENT_TEXTS): an answer to an older text is refused. */
  versions: z.object({ photos: z.number().int().min(0).max(1000), medical: z.number().int().min(0).max(1000) }),
});
export type ChildConsentsInput = z.infer<typeof childConsentsInputSchema>;

/** A child tagged in a gallery item, with whether their family lets the club publish them. */
export const taggedChildSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** 'granted', 'refused' (withdrawn or said no) or 'unanswered'. */
  photoConsent: z.enum(['granted', 'refused', 'unanswered']),
});
export type TaggedChild = z.infer<typeof taggedChildSchema>;

export const mediaTagsSchema = z.object({ childIds: z.array(z.uuid()).max(60) });
