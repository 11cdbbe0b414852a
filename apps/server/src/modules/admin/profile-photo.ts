// A public profile's photo (coach or athlete) as uploaded: recognised by its first bytes, never by its name or
// declared type; decoded and resized with sharp to one bounded WebP; written under DATA_DIR/uploads/people.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_PHOTO_SIZE } from '@swim/shared/api/admin-people';
import { AppError } from '../../lib/errors.js';
import { sniffImageType, webpCopy } from '../../lib/images.js';

const FOLDER = 'people';
const PUBLIC_PREFIX = `/uploads/${FOLDER}/`;
const STORED_NAME = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

const notAnImage = () =>
  new AppError('IMAGE_INVALID', 'The file is not a PNG, JPEG or WebP image', [
    { path: 'photo', message: 'imageInvalid' },
  ]);

/**
 * Checks and resizes a profile photo (at most PROFILE_PHOTO_SIZE px on its longer side, WebP) and writes it;
 * answers its public address. Refuses (IMAGE_INVALID) anything that is not an image by content.
 */
export async function saveProfilePhoto(options: { uploadsDir: string; profileId: string; bytes: Buffer }) {
  if (!sniffImageType(options.bytes)) throw notAnImage();
  let photo: Buffer;
  try {
    photo = await webpCopy(options.bytes, { size: PROFILE_PHOTO_SIZE, fit: 'inside', quality: 82 }).toBuffer();
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
