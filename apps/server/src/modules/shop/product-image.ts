// A product photo as uploaded: recognised by its first bytes (never by its name or declared type), decoded and
// resized with sharp into a bounded display copy and a thumbnail, written under DATA_DIR/uploads/products.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';

/** The display copy fits in this square; the thumbnail is a centred square crop. */
export const DISPLAY_SIZE = 1200;
export const THUMBNAIL_SIZE = 320;
/** Refuses decompression bombs before sharp allocates them (a 40-megapixel photo is still fine). */
const MAX_INPUT_PIXELS = 40_000_000;
const PUBLIC_PREFIX = '/uploads/products/';
const STORED_NAME = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

export type ImageKind = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type a file's first bytes announce, or null when they are not PNG, JPEG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

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
  const input = () => sharp(options.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  let display: Buffer;
  let thumbnail: Buffer;
  try {
    [display, thumbnail] = await Promise.all([
      input()
        .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      input().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
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
