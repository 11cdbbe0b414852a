// A gallery row as the console shows it, and the gallery's one order (lowest sort_order first, then newest first).
import type { AdminMedia } from '@swim/shared/api/admin-content';
import { asc, desc } from 'drizzle-orm';
import { media } from '../../db/schema/index.js';

export type MediaRow = typeof media.$inferSelect;

/** The order of the gallery, public and admin alike. */
export const galleryOrder = [asc(media.sortOrder), desc(media.takenAt), asc(media.id)] as const;

export function toAdminMedia(row: MediaRow, position: number): AdminMedia {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description ?? null,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    width: row.width,
    height: row.height,
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    hidden: row.hidden,
    position: Number(position),
    takenAt: row.takenAt.toISOString(),
  };
}
