// Where export archives live: DATA_DIR/exports, each under a random name that says nothing about its family.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const exportsDir = (dataDir: string) => path.join(dataDir, 'exports');

/** Writes an archive under a new random name and answers the name. */
export async function writeExportFile(dataDir: string, bytes: Uint8Array): Promise<string> {
  const dir = exportsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = `${randomBytes(18).toString('base64url')}.zip`;
  await writeFile(path.join(dir, key), bytes, { mode: 0o600 });
  return key;
}

/** The archive's bytes, or null when the file is gone. */
export async function readExportFile(dataDir: string, key: string): Promise<Buffer | null> {
  return readFile(path.join(exportsDir(dataDir), path.basename(key))).catch(() => null);
}

/** Removes an archive (a missing one is already removed). */
export async function removeExportFile(dataDir: string, key: string): Promise<void> {
  await rm(path.join(exportsDir(dataDir), path.basename(key)), { force: true });
}
