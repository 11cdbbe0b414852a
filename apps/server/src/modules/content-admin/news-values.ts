// How the news form's input becomes a stored row, and a row an admin's answer: texts as stored, the publication
// date in club time, a unique address made from the Bulgarian title.
import type { AdminNews, NewsInput, newsInputSchema } from '@swim/shared/api/admin-content';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import { slugify } from '@swim/shared/markdown-text';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { toStoredText } from '../../lib/list-queries.js';
import { newsThumbnailOf } from './media-files.js';

export type NewsRow = typeof news.$inferSelect;
export type ParsedNewsInput = z.output<typeof newsInputSchema>;
export type { NewsInput };

export function toAdminNews(row: NewsRow, now = new Date()): AdminNews {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    imageUrl: row.imageUrl,
    thumbnailUrl: newsThumbnailOf(row.imageUrl),
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduled: row.published && row.publishedAt !== null && row.publishedAt > now,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The publication instant for a chosen day: unchanged when it is the day already set, now when it is today, else
 * the start of that day in club time (a past day back-dates; a later one schedules). No day keeps what was set.
 */
export function publicationInstant(day: string, previous: Date | null, now = new Date()): Date | null {
  if (!day) return previous;
  if (previous && zonedDate(previous, CLUB_TIME_ZONE) === day) return previous;
  if (zonedDate(now, CLUB_TIME_ZONE) === day) return now;
  return zonedTimeToUtc(day, '00:00', CLUB_TIME_ZONE);
}

/** The stored texts of a valid input (the schema has required the Bulgarian ones). */
export function toNewsTexts(input: ParsedNewsInput) {
  const title = toStoredText(input.title);
  const excerpt = toStoredText(input.excerpt);
  const body = toStoredText(input.body);
  if (!title || !excerpt || !body) throw new AppError('VALIDATION_FAILED', 'Title, summary and body are required');
  return { title, excerpt, body };
}

/** A free address for a new article: the title's slug, or the slug with the next free number ('-2', '-3', …). */
export async function uniqueSlug(tx: Tx, title: string): Promise<string> {
  const base = slugify(title);
  const taken = await tx
    .select({ slug: news.slug })
    .from(news)
    .where(sql`${news.slug} = ${base} or ${news.slug} ~ ${`^${base}-[0-9]+$`}`);
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
