// The admin console's news: list, create, edit, publish or unpublish, change the cover, delete. Every write audited.
import type { AuditAction, AuditDetails } from '@swim/shared/api/admin-audit';
import type { AdminNews, AdminNewsList, adminNewsListQuerySchema } from '@swim/shared/api/admin-content';
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { recordAudit, type Writer } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import {
  assertUuid,
  bulgarianOf,
  containsPattern,
  direction,
  localizedMatches,
  offsetOf,
} from '../../lib/list-queries.js';
import { newsImageKey, removeUpload, storeImage } from './media-files.js';
import type { UploadLimits } from './read-upload.js';
import {
  type NewsRow,
  type ParsedNewsInput,
  publicationInstant,
  toAdminNews,
  toNewsTexts,
  uniqueSlug,
} from './news-values.js';

type Query = z.output<typeof adminNewsListQuerySchema>;

/** Articles matching a search (title or summary in any language) and status, sorted and paged. */
export async function listAdminNews(db: Db, query: Query, limits: UploadLimits): Promise<AdminNewsList> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(sql`(${localizedMatches(news.title, pattern)} or ${localizedMatches(news.excerpt, pattern)})`);
  }
  if (query.status !== 'all') conditions.push(eq(news.published, query.status === 'published'));
  const where = conditions.length ? and(...conditions) : undefined;
  const sortBy = { publishedAt: news.publishedAt, title: bulgarianOf(news.title), updatedAt: news.updatedAt }[
    query.sort
  ];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(sql`${direction(query.order, sortBy)} nulls last`, news.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(news).where(where),
  ]);
  const now = new Date();
  return {
    items: rows.map((row) => toAdminNews(row, now)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    limits,
  };
}

async function lockNews(tx: Tx, newsId: string): Promise<NewsRow> {
  assertUuid(newsId, 'Article');
  const [row] = await tx.select().from(news).where(eq(news.id, newsId)).for('update');
  if (!row) throw notFound('Article not found');
  return row;
}

/** One audit entry about an item: what happened to it, and any details beyond its title. */
type Change = { action: AuditAction; row: NewsRow; details?: AuditDetails };

const audit = (tx: Tx, actorId: string, { action, row, details = {} }: Change) =>
  recordAudit(tx, {
    actorId,
    action,
    entityType: 'news',
    entityId: row.id,
    details: { title: row.title.bg, slug: row.slug, ...details },
  });

/** Creates a draft; its address is made from the Bulgarian title and is unique. */
export async function createNews({ db, actorId }: Writer, input: ParsedNewsInput): Promise<AdminNews> {
  return db.transaction(async (tx) => {
    // One address at a time: two articles with the same title must not race for the same slug.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('news-slug'))`);
    const texts = toNewsTexts(input);
    const [row] = await tx
      .insert(news)
      .values({
        ...texts,
        slug: await uniqueSlug(tx, texts.title.bg),
        authorId: actorId,
        published: false,
        publishedAt: publicationInstant(input.publishedOn, null),
      })
      .returning();
    if (!row) throw new Error('article not created');
    await audit(tx, actorId, { action: 'news.created', row });
    return toAdminNews(row);
  });
}

/** Replaces an article's texts and publication date; its address stays, so shared links keep working. */
export async function updateNews({ db, actorId }: Writer, newsId: string, input: ParsedNewsInput): Promise<AdminNews> {
  return db.transaction(async (tx) => {
    const before = await lockNews(tx, newsId);
    const [row] = await tx
      .update(news)
      .set({ ...toNewsTexts(input), publishedAt: publicationInstant(input.publishedOn, before.publishedAt) })
      .where(eq(news.id, before.id))
      .returning();
    if (!row) throw notFound('Article not found');
    await audit(tx, actorId, { action: 'news.updated', row });
    return toAdminNews(row);
  });
}

/** Publishes (dated now unless it has a date) or takes an article back to drafts. */
export async function setNewsPublished(
  { db, actorId }: Writer,
  newsId: string,
  published: boolean,
): Promise<AdminNews> {
  return db.transaction(async (tx) => {
    const before = await lockNews(tx, newsId);
    const [row] = await tx
      .update(news)
      .set({ published, publishedAt: published ? (before.publishedAt ?? new Date()) : before.publishedAt })
      .where(eq(news.id, before.id))
      .returning();
    if (!row) throw notFound('Article not found');
    if (before.published !== published) {
      await audit(tx, actorId, {
        action: published ? 'news.published' : 'news.unpublished',
        row,
        details: { publishedAt: row.publishedAt?.toISOString() ?? null },
      });
    }
    return toAdminNews(row);
  });
}

/** Deletes an article and its uploaded cover. */
export async function deleteNews({ db, actorId, uploadsDir }: Writer & { uploadsDir: string }, newsId: string) {
  const row = await db.transaction(async (tx) => {
    const found = await lockNews(tx, newsId);
    await tx.delete(news).where(eq(news.id, found.id));
    await audit(tx, actorId, { action: 'news.deleted', row: found });
    return found;
  });
  await removeUpload(uploadsDir, 'news', newsImageKey(row.imageUrl));
}

/** Sets an article's cover from an uploaded photo (resized with sharp); the previous upload is removed. */
export async function replaceNewsImage(
  { db, actorId, uploadsDir }: Writer & { uploadsDir: string },
  newsId: string,
  source: string,
): Promise<AdminNews> {
  assertUuid(newsId, 'Article');
  const [exists] = await db.select({ id: news.id }).from(news).where(eq(news.id, newsId));
  if (!exists) throw notFound('Article not found');
  const image = await storeImage({ uploadsDir, area: 'news', source });
  let previous: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const before = await lockNews(tx, newsId);
      previous = before.imageUrl;
      const [updated] = await tx.update(news).set({ imageUrl: image.url }).where(eq(news.id, before.id)).returning();
      if (!updated) throw notFound('Article not found');
      await audit(tx, actorId, { action: 'news.updated', row: updated, details: { image: image.url } });
      return updated;
    });
    await removeUpload(uploadsDir, 'news', newsImageKey(previous));
    return toAdminNews(row);
  } catch (error) {
    await removeUpload(uploadsDir, 'news', image.key);
    throw error;
  }
}
