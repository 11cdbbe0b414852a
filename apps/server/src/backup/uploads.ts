// The uploads folder as a backup sees it: every regular file with its size and SHA-256, read as a stream. Top-level
// dot-folders are left out: `.incoming` holds uploads still being received (the server never serves a dot path),
// and a restore stages its files in one.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { UploadEntry } from './manifest.js';

/** SHA-256 of a file, hex, without reading it whole into memory. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Files under `dir` (relative, forward slashes, sorted), top-level dot entries left out. */
export async function listUploadFiles(dir: string): Promise<{ path: string; absolute: string }[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, absolute).split(path.sep).join('/'), absolute };
    })
    .filter((file) => !file.path.startsWith('.'))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Every upload with its size and hash. */
export async function describeUploads(dir: string): Promise<(UploadEntry & { absolute: string })[]> {
  const described: (UploadEntry & { absolute: string })[] = [];
  for (const file of await listUploadFiles(dir)) {
    const hash = createHash('sha256');
    let bytes = 0;
    await pipeline(createReadStream(file.absolute), async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        bytes += chunk.length;
        hash.update(chunk);
      }
      yield* [];
    });
    described.push({ path: file.path, absolute: file.absolute, bytes, sha256: hash.digest('hex') });
  }
  return described;
}

/** True when the folder is missing or holds nothing but top-level dot-folders (half-received uploads). */
export async function isUploadsEmpty(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).every((name) => name.startsWith('.'));
}
