// A public profile's photo (coach or athlete) as uploaded: recognised by its first bytes, never by its name or
// declared type; decoded and resized with sharp to one bounded WebP; written under DATA_DIR/uploads/people.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_PHOTO_SIZE } from '@swim/shared/api/admin-people';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';

/** Refuses decompression bombs before sharp allocates them. */
const MAX_INPUT_PIXELS = 40_000_000;
const FOLDER = 'people';
const PUBLIC_PREFIX = `/uploads/${FOLDER}/`;
const STORED_NAME = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

const notAnImage = () =>
  new AppError('IMAGE_INVALID', 'The file is not a PNG, JPEG or WebP image', [
    { path: 'photo', message: 'imageInvalid' },
  ]);

/** True when the first bytes are those of a PNG, JPEG or WebP file. */
function looksLikeImage(bytes: Uint8Array): boolean {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  return (
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    starts([0xff, 0xd8, 0xff]) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
  );
}

/**
 * Checks and resizes a profile photo (at most PROFILE_PHOTO_SIZE px on its longer side, WebP) and writes it;
 * answers its public address. Refuses (IMAGE_INVALID) anything that is not an image by content.
 */
export async function saveProfilePhoto(options: { uploadsDir: string; profileId: string; bytes: Buffer }) {
  if (!looksLikeImage(options.bytes)) throw notAnImage();
  let photo: Buffer;
  try {
    photo = await sharp(options.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
  const dir = path.join(options.uploadsDir, FOLDER);
  await mkdir(dir, { recursive: true });
  const name = `${options.profileId}-${randomBytes(8).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), photo);
  return `${PUBLIC_PREFIX}${name}`;
}

/** Removes a replaced or deleted profile photo; images that are not our uploads (the seed's) are left alone. */
export async function removeProfilePhoto(uploadsDir: string, photoUrl: string | null): Promise<void> {
  if (!photoUrl?.startsWith(PUBLIC_PREFIX)) return;
  const name = photoUrl.slice(PUBLIC_PREFIX.length);
  if (!STORED_NAME.test(name)) return;
  await rm(path.join(uploadsDir, FOLDER, name), { force: true });
}
