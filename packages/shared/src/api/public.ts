// Response shapes of the public (no sign-in) API. Both the server's route schemas and the web's fetchers use these.
import { z } from 'zod';
import { CURRENCIES, LOCATION_TYPES, MEDIA_TYPES, PRODUCT_CATEGORIES, SKILL_LEVELS } from '../enums.js';
import { localizedTextSchema, personNameSchema } from '../localized.js';

const id = z.string();
const isoDateTime = z.string();

export const locationSchema = z.object({
  id,
  name: localizedTextSchema,
  type: z.enum(LOCATION_TYPES),
  address: localizedTextSchema,
  description: localizedTextSchema.nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const newsSummarySchema = z.object({
  id,
  slug: z.string(),
  title: localizedTextSchema,
  excerpt: localizedTextSchema,
  imageUrl: z.string().nullable(),
  publishedAt: isoDateTime,
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsArticleSchema = newsSummarySchema.extend({ body: localizedTextSchema });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
export const newsListSchema = z.object({
  items: z.array(newsSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NewsList = z.infer<typeof newsListSchema>;

/** One weekly slot of a class: a class with several sessions yields several entries. */
export const scheduleEntrySchema = z.object({
  classId: id,
  sessionId: id,
  title: localizedTextSchema,
  level: z.enum(SKILL_LEVELS),
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  durationMinutes: z.number().int(),
  lane: z.string().nullable(),
  location: z.object({ id, name: localizedTextSchema, type: z.enum(LOCATION_TYPES) }),
  instructor: z.object({ id, name: personNameSchema }).nullable(),
  maxCapacity: z.number().int(),
  freePlaces: z.number().int(),
  pricePerClass: z.number().int(),
  monthlyPrice: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** The next dated occurrence of a weekly slot, in the club's time zone. */
export const upcomingClassSchema = scheduleEntrySchema.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startsAt: isoDateTime,
});
export type UpcomingClass = z.infer<typeof upcomingClassSchema>;

export const upcomingQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(31).default(7),
  limit: z.coerce.number().int().min(1).max(100).default(6),
});

export const coachSchema = z.object({
  id,
  /** As written in each language (bg always present): the coach's name everywhere they are named (ADR 0026). */
  name: personNameSchema,
  title: localizedTextSchema,
  bio: localizedTextSchema,
  achievements: localizedTextSchema.nullable(),
  photoUrl: z.string().nullable(),
  specialties: z.array(localizedTextSchema),
  yearsExperience: z.number().int().nullable(),
});
export type Coach = z.infer<typeof coachSchema>;

export const featuredAthleteSchema = z.object({
  id,
  name: localizedTextSchema,
  birthYear: z.number().int().nullable(),
  discipline: localizedTextSchema,
  achievements: localizedTextSchema,
  photoUrl: z.string().nullable(),
});
export type FeaturedAthlete = z.infer<typeof featuredAthleteSchema>;

export const peopleSchema = z.object({
  coaches: z.array(coachSchema),
  athletes: z.array(featuredAthleteSchema),
});

export const mediaItemSchema = z.object({
  id,
  type: z.enum(MEDIA_TYPES),
  title: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  takenAt: isoDateTime,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaQuerySchema = z.object({
  type: z.enum(MEDIA_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});

export const productSchema = z.object({
  id,
  name: localizedTextSchema,
  description: localizedTextSchema.nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.number().int(),
  currency: z.enum(CURRENCIES),
  stockQuantity: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productQuerySchema = z.object({ category: z.enum(PRODUCT_CATEGORIES).optional() });
