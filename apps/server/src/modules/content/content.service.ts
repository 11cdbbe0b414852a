// News, the media gallery and the public coach and athlete profiles.
import type { Coach, FeaturedAthlete, MediaItem, NewsArticle, NewsList, NewsSummary } from '@swim/shared/api/public';
import type { MediaType } from '@swim/shared/enums';
import { and, asc, count, desc, eq, gt, isNotNull, lte, min, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { athleteProfiles, coachProfiles, media, news } from '../../db/schema/index.js';
import { publicProfileAllowed, withheldMedia } from '../consents/consents-in-force.js';

/** What the public may see: published articles whose publication date has come (drafts never). */
const published = () => and(eq(news.published, true), isNotNull(news.publishedAt), lte(news.publishedAt, new Date()));

function toSummary(row: typeof news.$inferSelect): NewsSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.imageUrl,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/** Published news, newest first, one page at a time. */
export async function listNews(db: Db, page: number, pageSize: number): Promise<NewsList> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(news)
      .where(published())
      .orderBy(desc(news.publishedAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(news).where(published()),
  ]);
  return { items: rows.map(toSummary), total: totals[0]?.total ?? 0, page, pageSize };
}

/** When the next article scheduled for later goes out, or null when none is waiting. */
export async function nextPublication(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(news.publishedAt) })
    .from(news)
    .where(and(eq(news.published, true), gt(news.publishedAt, new Date())));
  return row?.at ?? null;
}

/** One published article by slug, or null. */
export async function findNewsArticle(db: Db, slug: string): Promise<NewsArticle | null> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.slug, slug), published()))
    .limit(1);
  return row ? { ...toSummary(row), body: row.body } : null;
}

/**
 * Visible gallery items in the gallery's order (an item showing a child whose family does not consent to publishing is
 * never among them) (the admin's), optionally only photos or only videos. */
export async function listMedia(db: Db, type: MediaType | undefined, limit: number): Promise<MediaItem[]> {
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.hidden, false), not(withheldMedia), type ? eq(media.type, type) : undefined))
    .orderBy(asc(media.sortOrder), desc(media.takenAt), asc(media.id))
    .limit(limit);
  return rows.map((m) => ({
    id: m.id,
    type: m.type,
    title: m.title,
    description: m.description ?? null,
    url: m.url,
    thumbnailUrl: m.thumbnailUrl,
    width: m.width,
    height: m.height,
    takenAt: m.takenAt.toISOString(),
  }));
}

/** Published coaches and featured athletes, in the club's chosen order. */
export async function listPeople(db: Db): Promise<{ coaches: Coach[]; athletes: FeaturedAthlete[] }> {
  const [coaches, athletes] = await Promise.all([
    db
      .select()
      .from(coachProfiles)
      .where(eq(coachProfiles.published, true))
      .orderBy(asc(coachProfiles.sortOrder), sql`${coachProfiles.name} ->> 'bg'`),
    db
      .select()
      .from(athleteProfiles)
      .where(and(eq(athleteProfiles.featured, true), publicProfileAllowed))
      .orderBy(asc(athleteProfiles.sortOrder), sql`${athleteProfiles.name} ->> 'bg'`),
  ]);
  return {
    coaches: coaches.map((c) => ({
      id: c.id,
      name: c.name,
      title: c.title,
      bio: c.bio,
      achievements: c.achievements ?? null,
      photoUrl: c.photoUrl,
      specialties: c.specialties,
      yearsExperience: c.yearsExperience,
    })),
    athletes: athletes.map((a) => ({
      id: a.id,
      name: a.name,
      birthYear: a.birthYear,
      discipline: a.discipline,
      achievements: a.achievements,
      photoUrl: a.photoUrl,
    })),
  };
}
