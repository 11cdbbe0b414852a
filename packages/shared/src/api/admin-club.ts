// The admin console's operations side: locations, classes with their weekly sessions, and enrollments.
// The web forms use these request schemas as they are, so client and server check the same things.
import { z } from 'zod';
import { MAX_CLASS_AGE, MIN_CLASS_AGE } from '../class-fit.js';
import { MAX_CLASS_SESSIONS, checkSessions } from '../class-sessions.js';
import { CURRENCIES, LOCATION_TYPES, PLAN_TYPES, SKILL_LEVELS } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';

const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional().or(z.literal(''));

/** Text in three languages: Bulgarian required (with its own message), English and Russian optional ('' = none). */
export const localizedInput = (requiredKey: string, max: number) =>
  z.object(
    {
      bg: z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, 'tooLong'),
      en: optionalText(max),
      ru: optionalText(max),
    },
    { error: requiredKey },
  );

/** Optional text in three languages; when English or Russian is given, Bulgarian (the fallback) is needed too. */
export const optionalLocalizedInput = (max: number) =>
  z
    .object({ bg: optionalText(max), en: optionalText(max), ru: optionalText(max) })
    .nullable()
    .optional()
    .superRefine((text, ctx) => {
      if (text && !text.bg && (text.en || text.ru)) {
        ctx.addIssue({ code: 'custom', path: ['bg'], message: 'bulgarianRequired' });
      }
    });

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const order = z.enum(['asc', 'desc']).default('asc');
const search = z.string().trim().max(100).optional();
/** Any id: a malformed one is answered like an unknown one (404 for a record, nothing found for a filter). */
const anyId = z.string().trim().min(1).max(100);
const activeFilter = z.enum(['active', 'inactive', 'all']).default('all');

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// Locations.

export const locationListQuerySchema = z.object({
  search,
  type: z.enum(LOCATION_TYPES).optional(),
  status: activeFilter,
  sort: z.enum(['name', 'type', 'createdAt']).default('name'),
  order,
  page,
  pageSize,
});
/** What a caller may send; the server fills the defaults. */
export type LocationListQuery = Partial<z.output<typeof locationListQuerySchema>>;

export const locationInputSchema = z.object({
  name: localizedInput('locationNameRequired', 200),
  type: z.enum(LOCATION_TYPES, { error: 'locationTypeRequired' }),
  address: localizedInput('addressRequired', 300),
  description: optionalLocalizedInput(2000),
  active: z.boolean().default(true),
});
export type LocationInput = z.infer<typeof locationInputSchema>;

export const adminLocationSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  type: z.enum(LOCATION_TYPES),
  address: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  active: z.boolean(),
  /** Classes held here, active or not: a location with any cannot be deleted. */
  classCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;
export const locationListSchema = listOf(adminLocationSchema);
export type LocationList = z.infer<typeof locationListSchema>;

// Classes.

const sessionDraftSchema = z.object({
  dayOfWeek: z
    .union([z.number(), z.string().max(2)])
    .nullable()
    .optional(),
  startTime: z.string().max(8).nullable().optional(),
});

/** One or more weekly sessions, each a day and a time, no slot twice (the rule lives in class-sessions.ts). */
export const sessionsInputSchema = z
  .array(sessionDraftSchema)
  .max(MAX_CLASS_SESSIONS, 'tooManySessions')
  .superRefine((drafts, ctx) => {
    const result = checkSessions(drafts);
    if (result.ok) return;
    for (const issue of result.issues) {
      const path = issue.index === null ? [] : [issue.index, ...(issue.field ? [issue.field] : [])];
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  });

const minor = (key: string) => z.number({ error: key }).int(key).min(0, key).max(10_000_000, key);

/** A bound of a class's age range in whole years; null (or left out) = no bound. */
export const classAgeSchema = z
  .number({ error: 'ageInvalid' })
  .int('ageInvalid')
  .min(MIN_CLASS_AGE, 'ageInvalid')
  .max(MAX_CLASS_AGE, 'ageInvalid')
  .nullable()
  .default(null);

/** The youngest age above the oldest is refused on the oldest age's field. */
export function checkAgeOrder(
  range: { minAge?: number | null; maxAge?: number | null },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  const { minAge, maxAge } = range;
  if (typeof minAge === 'number' && typeof maxAge === 'number' && minAge > maxAge) {
    ctx.addIssue({ code: 'custom', path: ['maxAge'], message: 'ageRangeInvalid' });
  }
}

/** The class's fields without the rule across them, for a form that types some of them differently. */
export const classFieldsSchema = z.object({
  title: localizedInput('titleRequired', 200),
  description: optionalLocalizedInput(2000),
  instructorId: z.string({ error: 'instructorRequired' }).trim().min(1, 'instructorRequired').max(100, 'invalid'),
  locationId: z.string({ error: 'locationRequired' }).trim().min(1, 'locationRequired').max(100, 'invalid'),
  level: z.enum(SKILL_LEVELS, { error: 'levelRequired' }),
  /** The ages the class is for, in whole years (the child's age in the club's calendar); null = no bound. */
  minAge: classAgeSchema,
  maxAge: classAgeSchema,
  lane: optionalText(50),
  durationMinutes: z
    .number({ error: 'durationInvalid' })
    .int('durationInvalid')
    .min(5, 'durationInvalid')
    .max(600, 'durationInvalid'),
  /** Minor units of the club currency. */
  pricePerClass: minor('priceInvalid'),
  /** Minor units; null = no unlimited monthly plan. */
  monthlyPrice: minor('priceInvalid').nullable(),
  maxCapacity: z
    .number({ error: 'capacityInvalid' })
    .int('capacityInvalid')
    .min(1, 'capacityInvalid')
    .max(500, 'capacityInvalid'),
  sessions: sessionsInputSchema,
  active: z.boolean().default(true),
  /**
   * Saves prices whose counted plans cost more than unlimited (ADR 0032). Without it such prices are refused
   * (monthlyPrice: monthlyBelowCountedPlan); it is not stored.
   */
  acceptPriceConflict: z.boolean().optional(),
});

export const classInputSchema = classFieldsSchema.superRefine(checkAgeOrder);
export type ClassInput = z.infer<typeof classInputSchema>;

export const classListQuerySchema = z.object({
  search,
  locationId: anyId.optional(),
  instructorId: anyId.optional(),
  level: z.enum(SKILL_LEVELS).optional(),
  status: activeFilter,
  sort: z.enum(['title', 'level', 'createdAt']).default('title'),
  order,
  page,
  pageSize,
});
/** What a caller may send; the server fills the defaults. */
export type ClassListQuery = Partial<z.output<typeof classListQuerySchema>>;

export const adminClassSchema = z.object({
  id: z.string(),
  title: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  instructor: z.object({ id: z.string(), name: personNameSchema }).nullable(),
  location: z.object({ id: z.string(), name: localizedTextSchema, active: z.boolean() }),
  level: z.enum(SKILL_LEVELS),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  lane: z.string().nullable(),
  durationMinutes: z.number().int(),
  pricePerClass: z.number().int(),
  monthlyPrice: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  maxCapacity: z.number().int(),
  enrolled: z.number().int(),
  sessions: z.array(z.object({ dayOfWeek: z.number().int(), startTime: z.string() })),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminClass = z.infer<typeof adminClassSchema>;
/** With the club's currency, which new prices are entered in. */
export const classListSchema = listOf(adminClassSchema).extend({ currency: z.enum(CURRENCIES) });
export type ClassList = z.infer<typeof classListSchema>;

// Enrollments.

export const enrollmentListQuerySchema = z.object({
  search,
  classId: anyId.optional(),
  status: activeFilter,
  /** 'unfit': only enrollments on a counted plan their class's week can no longer fill (ADR 0032). */
  plan: z.enum(['all', 'unfit']).default('all'),
  sort: z.enum(['createdAt', 'child']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page,
  pageSize,
});
/** What a caller may send; the server fills the defaults. */
export type EnrollmentListQuery = Partial<z.output<typeof enrollmentListQuerySchema>>;

export const adminEnrollmentSchema = z.object({
  id: z.string(),
  child: z.object({ id: z.string(), fullName: z.string() }),
  parent: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  class: z.object({ id: z.string(), title: localizedTextSchema, location: localizedTextSchema }),
  planType: z.enum(PLAN_TYPES),
  /** null = unlimited or billed by attendance. */
  sessionsRemaining: z.number().int().nullable(),
  /** False when the plan counts more sessions than the class's weekly sessions give in every month. */
  planFitsClass: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminEnrollment = z.infer<typeof adminEnrollmentSchema>;
export const enrollmentListSchema = listOf(adminEnrollmentSchema);
export type EnrollmentList = z.infer<typeof enrollmentListSchema>;

export const enrollmentStatusSchema = z.object({ active: z.boolean() });
