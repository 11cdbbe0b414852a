// The files behind gallery items and news covers, under the uploads folder: each upload gets its own folder named
// by a random key. Photos are decoded and re-encoded with sharp (EXIF orientation applied, metadata dropped) into a
// bounded display copy and a thumbnail; the original is not kept. Videos are kept as sent.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors.js';
import { webpCopy } from '../../lib/images.js';
import { isUuid } from '@swim/shared/uuid';

/** The display copy fits in this square; the thumbnail is a centred square crop. */
export const DISPLAY_SIZE = 1600;
export const THUMBNAIL_SIZE = 480;
/** Refuses decompression bombs before sharp allocates them (a 50-megapixel photo is still fine). */
const MAX_INPUT_PIXELS = 50_000_000;

export type UploadArea = 'media' | 'news';

export type StoredImage = {
  key: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  bytes: number;
};
export type StoredVideo = { key: string; url: string };

const notReadable = () =>
  new AppError('MEDIA_INVALID', 'The file is not a photo or video this gallery accepts', [
    { path: 'file', message: 'mediaInvalid' },
  ]);

const publicUrl = (area: UploadArea, key: string, name: string) => `/uploads/${area}/${key}/${name}`;

/** Decodes a photo, writes its display copy and thumbnail (WebP); refuses (MEDIA_INVALID) what sharp cannot read. */
export async function storeImage(options: {
  uploadsDir: string;
  area: UploadArea;
  source: string;
}): Promise<StoredImage> {
  const key = randomUUID();
  const dir = path.join(options.uploadsDir, options.area, key);
  await mkdir(dir, { recursive: true });
  try {
    const [display] = await Promise.all([
      webpCopy(options.source, {
        size: DISPLAY_SIZE,
        fit: 'inside',
        quality: 82,
        maxInputPixels: MAX_INPUT_PIXELS,
      }).toFile(path.join(dir, 'display.webp')),
      webpCopy(options.source, {
        size: THUMBNAIL_SIZE,
        fit: 'cover',
        quality: 78,
        maxInputPixels: MAX_INPUT_PIXELS,
      }).toFile(path.join(dir, 'thumb.webp')),
    ]);
    return {
      key,
      url: publicUrl(options.area, key, 'display.webp'),
      thumbnailUrl: publicUrl(options.area, key, 'thumb.webp'),
      width: display.width,
      height: display.height,
      bytes: display.size,
    };
  } catch {
    await rm(dir, { recursive: true, force: true });
    throw notReadable();
  }
}

/** Moves an uploaded video into its own folder, as sent. */
export async function storeVideo(options: {
  uploadsDir: string;
  source: string;
  extension: 'mp4' | 'webm';
}): Promise<StoredVideo> {
  const key = randomUUID();
  const dir = path.join(options.uploadsDir, 'media', key);
  await mkdir(dir, { recursive: true });
  const name = `video.${options.extension}`;
  await rename(options.source, path.join(dir, name));
  return { key, url: publicUrl('media', key, name) };
}

/** Removes one upload's folder; a key that is not ours (null, or a seed asset's) is left alone. */
export async function removeUpload(uploadsDir: string, area: UploadArea, key: string | null): Promise<void> {
  if (!isUuid(key)) return;
  await rm(path.join(uploadsDir, area, key), { recursive: true, force: true });
}

/** The upload key of a news cover address ('/uploads/news/<key>/display.webp'), or null for other images. */
export function newsImageKey(imageUrl: string | null): string | null {
  const match = imageUrl?.match(/^\/uploads\/news\/([0-9a-f-]{36})\/display\.webp$/);
  return isUuid(match?.[1]) ? match[1] : null;
}

/** The thumbnail of a news cover: our uploads have one; other images (the seed's) are their own. */
export function newsThumbnailOf(imageUrl: string | null): string | null {
  return newsImageKey(imageUrl) && imageUrl ? imageUrl.replace(/display\.webp$/, 'thumb.webp') : imageUrl;
}
