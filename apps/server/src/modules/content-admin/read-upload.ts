// Receives the one file of a multipart upload into a temporary file under the uploads folder, recognising its type
// from its first bytes and enforcing the size limit of that type while it streams (never trusting name or header).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { SNIFF_BYTES, type SniffedType, isImageType, sniffMediaType } from './sniff-media.js';

export type ReceivedFile = {
  /** The temporary file; the caller moves or deletes it. */
  tempPath: string;
  type: SniffedType;
  bytes: number;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
};

export type UploadLimits = { imageBytes: number; videoBytes: number };

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

function tooLarge(limit: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes(limit)} MB`, [
    { path: 'file', message: 'fileTooLarge' },
  ]);
}

const notAccepted = (imagesOnly: boolean) =>
  new AppError(
    'MEDIA_INVALID',
    imagesOnly
      ? 'The file is not a JPEG, PNG, WebP or AVIF image'
      : 'The file is not a photo or video this gallery accepts',
    [{ path: 'file', message: imagesOnly ? 'imageInvalid' : 'mediaInvalid' }],
  );

/**
 * Streams the request's file (field "file") to disk. Refuses a missing file (400), a type that is not accepted by
 * content (MEDIA_INVALID) and a file over its type's limit (413); nothing is left on disk when it refuses.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { uploadsDir: string; limits: UploadLimits; imagesOnly: boolean },
): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "file"');
  }
  const { imageBytes, videoBytes } = options.limits;
  const ceiling = options.imagesOnly ? imageBytes : Math.max(imageBytes, videoBytes);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: ceiling, files: 1, fields: 4, fieldSize: 20_000, parts: 6 } });
  } catch {
    throw new AppError('BAD_REQUEST', 'The upload could not be read');
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('VALIDATION_FAILED', 'Choose a file', [{ path: 'file', message: 'fileRequired' }]);
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }

  const incoming = path.join(options.uploadsDir, '.incoming');
  await mkdir(incoming, { recursive: true });
  const tempPath = path.join(incoming, randomUUID());
  const out = createWriteStream(tempPath);
  let head = Buffer.alloc(0);
  let type: SniffedType | null = null;
  let bytes = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (!type) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length < SNIFF_BYTES) {
          if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
          continue;
        }
        type = sniffMediaType(head);
        if (!type || (options.imagesOnly && !isImageType(type))) throw notAccepted(options.imagesOnly);
      }
      const limit = isImageType(type) ? imageBytes : videoBytes;
      if (bytes > limit || part.file.truncated) throw tooLarge(limit);
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    type ??= sniffMediaType(head);
    if (!type || (options.imagesOnly && !isImageType(type))) throw notAccepted(options.imagesOnly);
    const limit = isImageType(type) ? imageBytes : videoBytes;
    if (part.file.truncated || bytes > limit) throw tooLarge(limit);
    out.end();
    await finished(out);
    return { tempPath, type, bytes, fields };
  } catch (error) {
    part.file.resume();
    out.destroy();
    // The stream opens its file asynchronously: removed only once closed, else an open still under way creates it anew.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(tempPath, { force: true });
    if (error instanceof AppError) throw error;
    // The multipart reader stops a file at the largest limit of all.
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw tooLarge(type && !isImageType(type) ? videoBytes : options.imagesOnly ? imageBytes : ceiling);
    }
    throw new AppError('BAD_REQUEST', 'The upload could not be read');
  }
}
