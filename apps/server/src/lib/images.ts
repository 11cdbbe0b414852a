// Uploaded images, whoever stores them (products, profiles, the gallery, news covers): recognised by their first bytes,
// never by their name or declared type, then decoded and re-encoded by sharp into bounded WebP copies.
import sharp from 'sharp';

export type ImageKind = 'image/png' | 'image/jpeg' | 'image/webp';

/** Refuses decompression bombs before sharp allocates them (a 40-megapixel photo is still fine). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The image type a file's first bytes announce, or null when they are not PNG, JPEG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** One stored copy: fitted inside a square of `size` px (never enlarged), or a centred square crop ('cover'). */
export type WebpCopy = { size: number; fit: 'inside' | 'cover'; quality: number; maxInputPixels?: number };

/**
 * A WebP copy of an image (bytes or a file path), upright by its EXIF orientation and without its metadata; sharp
 * rejects what it cannot decode whole when the copy is written.
 */
export function webpCopy(source: Buffer | string, copy: WebpCopy) {
  return sharp(source, { limitInputPixels: copy.maxInputPixels ?? MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(
      copy.size,
      copy.size,
      copy.fit === 'inside' ? { fit: 'inside', withoutEnlargement: true } : { fit: 'cover' },
    )
    .webp({ quality: copy.quality });
}
