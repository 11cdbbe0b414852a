// Reads the one file of a profile photo upload (multipart field "photo") into memory, up to the size limit.
import { MAX_PROFILE_PHOTO_BYTES } from '@swim/shared/api/admin-people';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

/** The uploaded photo's bytes; a request without one is refused before anything is stored. */
export async function readProfilePhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data in the field "photo"');
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: MAX_PROFILE_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });
    if (file?.fieldname === 'photo') return await file.toBuffer();
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE', 'The photo is larger than 8 MB');
    throw new AppError('BAD_REQUEST', 'The upload could not be read');
  }
  throw new AppError('VALIDATION_FAILED', 'Choose a photo', [{ path: 'photo', message: 'imageRequired' }]);
}
