// The admin console's media gallery: list, upload, captions, hide or show, reorder, delete. Every write audited.
import type { AuditAction, AuditDetails } from '@swim/shared/api/admin-audit';
import { rm } from 'node:fs/promises';
import type {
  AdminMedia,
  AdminMediaList,
  MediaMove,
  adminMediaListQuerySchema,
  mediaCaptionSchema,
} from '@swim/shared/api/admin-content';
import { type SQL, and, count, eq, getTableColumns, min, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { media } from '../../db/schema/index.js';
import { recordAudit, type Writer } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertUuid, containsPattern, localizedMatches, offsetOf, toStoredText } from '../../lib/list-queries.js';
import { replaceTags, tagsOf } from '../consents/media-tags.js';
import { removeUpload, storeImage, storeVideo } from './media-files.js';
import { type MediaRow, galleryOrder, toAdminMedia } from './media-values.js';
import type { ReceivedFile, UploadLimits } from './read-upload.js';
import { isImageType } from './sniff-media.js';

type Query = z.output<typeof adminMediaListQuerySchema>;
type Caption = z.output<typeof mediaCaptionSchema>;
export type MediaWriter = Writer & { uploadsDir: string };

const position = sql<number>`row_number() over (order by ${media.sortOrder} asc, ${media.takenAt} desc, ${media.id} asc)`;

/** Gallery items in the gallery's order, each with its place in it; filtered by search, type and visibility. */
export async function listAdminMedia(db: Db, query: Query, limits: UploadLimits): Promise<AdminMediaList> {
  const ordered = db
    .select({ ...getTableColumns(media), position: position.as('position') })
    .from(media)
    .as('ordered');
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(${localizedMatches(ordered.title, pattern)} or coalesce(${localizedMatches(ordered.description, pattern)}, false))`,
    );
  }
  if (query.type) conditions.push(eq(ordered.type, query.type));
  if (query.visibility !== 'all') conditions.push(eq(ordered.hidden, query.visibility === 'hidden'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db.select().from(ordered).where(where).orderBy(ordered.position).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(ordered).where(where),
  ]);
  const tagged = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map(({ position: place, ...row }) => toAdminMedia(row, place, tagged.get(row.id))),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    limits,
  };
}

async function lockMedia(tx: Tx, mediaId: string): Promise<MediaRow> {
  assertUuid(mediaId, 'Media item');
  const [row] = await tx.select().from(media).where(eq(media.id, mediaId)).for('update');
  if (!row) throw notFound('Media item not found');
  return row;
}

async function placeOf(tx: Tx, mediaId: string): Promise<number> {
  const rows = await tx
    .select({ id: media.id })
    .from(media)
    .orderBy(...galleryOrder);
  return rows.findIndex((r) => r.id === mediaId) + 1;
}

/** One audit entry about an item: what happened to it, and any details beyond its title. */
type Change = { action: AuditAction; row: MediaRow; details?: AuditDetails };

const audit = (tx: Tx, actorId: string, { action, row, details = {} }: Change) =>
  recordAudit(tx, {
    actorId,
    action,
    entityType: 'media',
    entityId: row.id,
    details: { title: row.title.bg, ...details },
  });

function captionValues(caption: Caption) {
  const title = toStoredText(caption.title);
  if (!title)
    throw new AppError('VALIDATION_FAILED', 'A title is required', [{ path: 'title.bg', message: 'titleRequired' }]);
  return { title, description: toStoredText(caption.description) };
}

/** Stores an uploaded photo (resized) or video and puts it first in the gallery. */
export async function uploadMedia(
  { db, actorId, uploadsDir }: MediaWriter,
  file: ReceivedFile,
  { hidden = false, ...caption }: Caption & { hidden?: boolean },
): Promise<AdminMedia> {
  const values = captionValues(caption);
  const photo = isImageType(file.type) ? await storeImage({ uploadsDir, area: 'media', source: file.tempPath }) : null;
  const stored =
    photo ??
    (await storeVideo({ uploadsDir, source: file.tempPath, extension: file.type === 'video/webm' ? 'webm' : 'mp4' }));
  try {
    return await db.transaction(async (tx) => {
      // Newest upload first: one below the lowest place so far.
      const [lowest] = await tx.select({ value: min(media.sortOrder) }).from(media);
      const [row] = await tx
        .insert(media)
        .values({
          ...values,
          type: photo ? 'photo' : 'video',
          url: stored.url,
          thumbnailUrl: photo?.thumbnailUrl ?? null,
          width: photo?.width ?? null,
          height: photo?.height ?? null,
          mimeType: photo ? 'image/webp' : file.type,
          byteSize: photo ? photo.bytes : file.bytes,
          storageKey: stored.key,
          uploadedBy: actorId,
          hidden,
          sortOrder: (lowest?.value ?? 1) - 1,
        })
        .returning();
      if (!row) throw new Error('media not stored');
      await audit(tx, actorId, {
        action: 'media.uploaded',
        row,
        details: { type: row.type, sentType: file.type, sentBytes: file.bytes },
      });
      return toAdminMedia(row, 1);
    });
  } catch (error) {
    await removeUpload(uploadsDir, 'media', stored.key);
    throw error;
  }
}

/** Replaces an item's title and description. */
export async function updateMediaCaption({ db, actorId }: MediaWriter, mediaId: string, caption: Caption) {
  return db.transaction(async (tx) => {
    const before = await lockMedia(tx, mediaId);
    const [row] = await tx.update(media).set(captionValues(caption)).where(eq(media.id, before.id)).returning();
    if (!row) throw notFound('Media item not found');
    await audit(tx, actorId, { action: 'media.updated', row });
    return toAdminMedia(row, await placeOf(tx, row.id), (await tagsOf(tx, [row.id])).get(row.id));
  });
}

/** Hides an item from the public gallery, or shows it again. */
export async function setMediaHidden({ db, actorId }: MediaWriter, mediaId: string, hidden: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockMedia(tx, mediaId);
    const [row] = await tx.update(media).set({ hidden }).where(eq(media.id, before.id)).returning();
    if (!row) throw notFound('Media item not found');
    if (before.hidden !== hidden) await audit(tx, actorId, { action: hidden ? 'media.hidden' : 'media.shown', row });
    return toAdminMedia(row, await placeOf(tx, row.id), (await tagsOf(tx, [row.id])).get(row.id));
  });
}

/** Moves an item one place up or down the gallery (the whole gallery is renumbered 1..n in one transaction). */
export async function moveMedia({ db, actorId }: MediaWriter, mediaId: string, move: MediaMove) {
  return db.transaction(async (tx) => {
    assertUuid(mediaId, 'Media item');
    // Every row locked in order: two moves at once cannot interleave their renumbering.
    const rows = await tx
      .select()
      .from(media)
      .orderBy(...galleryOrder)
      .for('update');
    const from = rows.findIndex((r) => r.id === mediaId);
    const item = rows[from];
    if (!item) throw notFound('Media item not found');
    const to = move.direction === 'up' ? from - 1 : from + 1;
    const tagged = (await tagsOf(tx, [item.id])).get(item.id);
    if (to < 0 || to >= rows.length) return toAdminMedia(item, from + 1, tagged);
    const order = [...rows];
    order.splice(from, 1);
    order.splice(to, 0, item);
    for (const [index, row] of order.entries()) {
      if (row.sortOrder !== index + 1)
        await tx
          .update(media)
          .set({ sortOrder: index + 1 })
          .where(eq(media.id, row.id));
    }
    await audit(tx, actorId, { action: 'media.reordered', row: item, details: { from: from + 1, to: to + 1 } });
    return toAdminMedia({ ...item, sortOrder: to + 1 }, to + 1, tagged);
  });
}

/** Sets the children who appear in an item; one whose family does not consent to photos keeps it from the public. */
export async function setMediaChildren({ db, actorId }: MediaWriter, mediaId: string, childIds: string[]) {
  return db.transaction(async (tx) => {
    const row = await lockMedia(tx, mediaId);
    if (await replaceTags(tx, actorId, { mediaId: row.id, childIds }))
      await audit(tx, actorId, { action: 'media.tagged', row, details: { children: new Set(childIds).size } });
    return toAdminMedia(row, await placeOf(tx, row.id), (await tagsOf(tx, [row.id])).get(row.id));
  });
}

/** Deletes an item and its files. */
export async function deleteMedia({ db, actorId, uploadsDir }: MediaWriter, mediaId: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const found = await lockMedia(tx, mediaId);
    await tx.delete(media).where(eq(media.id, found.id));
    await audit(tx, actorId, { action: 'media.deleted', row: found, details: { url: found.url } });
    return found;
  });
  await removeUpload(uploadsDir, 'media', row.storageKey);
}

/** Drops a received file that was not stored (storing moves or re-encodes it). */
export const discardReceived = (file: ReceivedFile) => rm(file.tempPath, { force: true });
