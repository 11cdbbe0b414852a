// A gallery row as the console shows it, and the gallery's one order (lowest sort_order first, then newest first).
import type { AdminMedia } from '@swim/shared/api/admin-content';
import type { TaggedChild } from '@swim/shared/api/consents';
import { asc, desc } from 'drizzle-orm';
import { media } from '../../db/schema/index.js';
import { isWithheld } from '../consents/media-tags.js';

export type MediaRow = typeof media.$inferSelect;

/** The order of the gallery, public and admin alike. */
export const galleryOrder = [asc(media.sortOrder), desc(media.takenAt), asc(media.id)] as const;

/** The console's view of an item, with the children tagged in it (none for a new upload). */
export function toAdminMedia(row: MediaRow, position: number, tagged: TaggedChild[] = []): AdminMedia {
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
    children: tagged,
    withheld: isWithheld(tagged),
  };
}
