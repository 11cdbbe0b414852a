// A product photo as uploaded: recognised by its first bytes (never by its name or declared type), decoded and
// resized with sharp into a bounded display copy and a thumbnail, written under DATA_DIR/uploads/products.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors.js';
import { sniffImageType, webpCopy } from '../../lib/images.js';

/** The display copy fits in this square; the thumbnail is a centred square crop. */
export const DISPLAY_SIZE = 1200;
export const THUMBNAIL_SIZE = 320;
const PUBLIC_PREFIX = '/uploads/products/';
const STORED_NAME = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

const notAnImage = () =>
  new AppError('IMAGE_INVALID', 'The file is not a PNG, JPEG or WebP image', [
    { path: 'image', message: 'imageInvalid' },
  ]);

/** The thumbnail's address for a stored display image; other images (the seed's) are their own thumbnail. */
export function thumbnailOf(imageUrl: string | null): string | null {
  if (!imageUrl?.startsWith(PUBLIC_PREFIX) || !STORED_NAME.test(imageUrl.slice(PUBLIC_PREFIX.length))) return imageUrl;
  return imageUrl.replace(/\.webp$/, '-thumb.webp');
}

/**
 * Checks and resizes an upload and writes its two copies; answers the display copy's public address.
 * Refuses (IMAGE_INVALID) anything that is not an image by content or that sharp cannot decode.
 */
export async function storeProductImage(options: {
  uploadsDir: string;
  productId: string;
  bytes: Buffer;
}): Promise<string> {
  if (!sniffImageType(options.bytes)) throw notAnImage();
  let display: Buffer;
  let thumbnail: Buffer;
  try {
    [display, thumbnail] = await Promise.all([
      webpCopy(options.bytes, { size: DISPLAY_SIZE, fit: 'inside', quality: 82 }).toBuffer(),
      webpCopy(options.bytes, { size: THUMBNAIL_SIZE, fit: 'cover', quality: 78 }).toBuffer(),
    ]);
  } catch {
    throw notAnImage();
  }
  const dir = path.join(options.uploadsDir, 'products');
  await mkdir(dir, { recursive: true });
  const name = `${options.productId}-${randomBytes(8).toString('hex')}`;
  await writeFile(path.join(dir, `${name}.webp`), display);
  await writeFile(path.join(dir, `${name}-thumb.webp`), thumbnail);
  return `${PUBLIC_PREFIX}${name}.webp`;
}

/** Removes a replaced upload's two copies; images that are not our uploads (the seed's) are left alone. */
export async function removeProductImage(uploadsDir: string, imageUrl: string | null): Promise<void> {
  const thumb = thumbnailOf(imageUrl);
  if (!imageUrl || !thumb || thumb === imageUrl) return;
  for (const url of [imageUrl, thumb]) {
    await rm(path.join(uploadsDir, 'products', path.basename(url)), { force: true });
  }
}
