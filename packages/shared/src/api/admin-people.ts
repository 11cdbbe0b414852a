// The admin console's people: instructors and their classes, the public coach and athlete profiles, and children.
// The web forms use these request schemas as they are, so client and server check the same things.
import { z } from 'zod';
import { SKILL_LEVELS } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';
import { localizedInput, optionalLocalizedInput } from './admin-club.js';
import { childSchema } from './children.js';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const order = z.enum(['asc', 'desc']).default('asc');
const search = z.string().trim().max(100).optional();
/** Any id: a malformed one is answered like an unknown one (404 for a record, nothing found for a filter). */
const anyId = z.string().trim().min(1).max(100);

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** Largest profile photo accepted (it is resized to PROFILE_PHOTO_SIZE before it is kept). */
export const MAX_PROFILE_PHOTO_BYTES = 8 * 1024 * 1024;
export const PROFILE_PHOTO_SIZE = 800;

// Instructors.

export const instructorListQuerySchema = z.object({
  search,
  sort: z.enum(['name', 'classes', 'createdAt']).default('name'),
  order,
  page,
  pageSize,
});
/** What a caller may send; the server fills the defaults. */
export type InstructorListQuery = Partial<z.output<typeof instructorListQuerySchema>>;

export const COACH_PROFILE_STATES = ['none', 'published', 'hidden'] as const;
export type CoachProfileState = (typeof COACH_PROFILE_STATES)[number];

export const adminInstructorSchema = z.object({
  id: z.string(),
  name: personNameSchema,
  email: z.string(),
  phone: z.string().nullable(),
  /** Classes they lead, active or not. */
  classCount: z.number().int(),
  /** The public profile on /coaches: none yet, published, or hidden. */
  coachProfile: z.object({ id: z.string().nullable(), state: z.enum(COACH_PROFILE_STATES) }),
  createdAt: z.string(),
});
export type AdminInstructor = z.infer<typeof adminInstructorSchema>;
export const instructorListSchema = listOf(adminInstructorSchema);
export type InstructorList = z.infer<typeof instructorListSchema>;

export const classReassignSchema = z.object({
  instructorId: z.string({ error: 'instructorRequired' }).trim().min(1, 'instructorRequired').max(100, 'invalid'),
});
export type ClassReassignInput = z.infer<typeof classReassignSchema>;

// Public profiles.

const sortOrder = z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(9999, 'invalid');

export const coachProfileInputSchema = z.object({
  name: localizedInput('required', 120),
  title: localizedInput('titleRequired', 120),
  bio: localizedInput('required', 3000),
  achievements: optionalLocalizedInput(3000),
  specialties: z.array(localizedInput('required', 80)).max(12, 'invalid'),
  yearsExperience: z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(80, 'invalid').nullable(),
  published: z.boolean(),
  sortOrder,
});
export type CoachProfileInput = z.infer<typeof coachProfileInputSchema>;

export const adminCoachProfileSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: localizedTextSchema,
  title: localizedTextSchema,
  bio: localizedTextSchema,
  achievements: localizedTextSchema.nullable(),
  specialties: z.array(localizedTextSchema),
  yearsExperience: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  published: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminCoachProfile = z.infer<typeof adminCoachProfileSchema>;

export const coachProfileListQuerySchema = z.object({
  /** Whose profiles: all, those an instructor holds, or those no instructor holds (the user left or changed role). */
  holder: z.enum(['all', 'instructor', 'none']).default('all'),
  page,
  pageSize,
});
export type CoachProfileListQuery = Partial<z.output<typeof coachProfileListQuerySchema>>;
export const coachProfileListSchema = listOf(adminCoachProfileSchema);
export type CoachProfileList = z.infer<typeof coachProfileListSchema>;

export const athleteProfileInputSchema = z.object({
  name: localizedInput('required', 120),
  discipline: localizedInput('required', 120),
  achievements: localizedInput('required', 3000),
  birthYear: z.number({ error: 'invalid' }).int('invalid').min(1900, 'invalid').max(2100, 'invalid').nullable(),
  featured: z.boolean(),
  sortOrder,
});
export type AthleteProfileInput = z.infer<typeof athleteProfileInputSchema>;

export const adminAthleteProfileSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  discipline: localizedTextSchema,
  achievements: localizedTextSchema,
  birthYear: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminAthleteProfile = z.infer<typeof adminAthleteProfileSchema>;

export const athleteProfileListQuerySchema = z.object({ search, page, pageSize });
export type AthleteProfileListQuery = Partial<z.output<typeof athleteProfileListQuerySchema>>;
export const athleteProfileListSchema = listOf(adminAthleteProfileSchema);
export type AthleteProfileList = z.infer<typeof athleteProfileListSchema>;

// Children.

export const CHILD_STATUS_FILTERS = ['all', 'enrolled', 'notEnrolled'] as const;

export const childListQuerySchema = z.object({
  /** The child's name (Cyrillic or Latin) or the parent's name or email. */
  search,
  /** Children with an active enrollment in this class. */
  classId: anyId.optional(),
  level: z.enum(SKILL_LEVELS).optional(),
  /** Has an active enrollment, or none. */
  status: z.enum(CHILD_STATUS_FILTERS).default('all'),
  sort: z.enum(['name', 'birthDate', 'createdAt']).default('name'),
  order,
  page,
  pageSize,
});
export type ChildListQuery = Partial<z.output<typeof childListQuerySchema>>;

const parentSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() });

export const adminChildRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  skillLevel: z.enum(SKILL_LEVELS),
  parent: parentSchema,
  activeEnrollments: z.number().int(),
  /** Whether the family lets the club publish photos of the child (issue 29), for tagging gallery items. */
  photoConsent: z.enum(['granted', 'refused', 'unanswered']),
  createdAt: z.string(),
});
export type AdminChildRow = z.infer<typeof adminChildRowSchema>;
export const childListSchema = listOf(adminChildRowSchema);
export type ChildList = z.infer<typeof childListSchema>;

/** A child as its parent sees it, with the parent's contact. */
export const adminChildSchema = childSchema.extend({ parent: parentSchema });
export type AdminChild = z.infer<typeof adminChildSchema>;

export const classReassignResultSchema = z.object({ classId: z.string(), instructorId: z.string() });
