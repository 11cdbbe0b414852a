// Test helpers for the content console: a multipart body as a browser's FormData sends it, and small real images.
import sharp from 'sharp';
import type { Caller } from '../../test/auth.js';

export type TestFile = { name: string; type: string; bytes: Buffer };

/** What a multipart post carries: form fields, then one file (or none). */
export type MultipartBody = { file: TestFile | null; fields?: Record<string, string> };

/** Posts fields, then one file, as multipart/form-data. */
export function postMultipart(caller: Pick<Caller, 'inject'>, url: string, { file, fields = {} }: MultipartBody) {
  const boundary = '----swimcontent7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return caller.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

/** A real PNG of the given size. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A JPEG stored sideways with EXIF orientation 6 (shown rotated 90°) and a camera tag that must not survive. */
export const sidewaysJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam', Copyright: 'Private' } } })
    .toBuffer();

/** The start of an MP4 file: an 'ftyp' box naming the isom brand, then some bytes of media data. */
export const mp4Bytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.from([0, 0, 0, 0x10]),
    Buffer.from('mdat'),
    Buffer.alloc(200, 7),
  ]);
