// Where export archives live: a dot-folder of the uploads volume (UPLOADS_DIR/.exports), so every instance reads what
// another built (the volume is shared when several run), the static server never serves it (dot paths are refused)
// and backups leave it out (short-lived copies). Each has a random name that says nothing about its family.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const exportsDir = (filesDir: string) => path.join(filesDir, '.exports');

/** Writes an archive under a new random name and answers the name. */
export async function writeExportFile(filesDir: string, bytes: Uint8Array): Promise<string> {
  const dir = exportsDir(filesDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const key = `${randomBytes(18).toString('base64url')}.zip`;
  await writeFile(path.join(dir, key), bytes, { mode: 0o600 });
  return key;
}

/** The archive's bytes, or null when the file is gone. */
export async function readExportFile(filesDir: string, key: string): Promise<Buffer | null> {
  return readFile(path.join(exportsDir(filesDir), path.basename(key))).catch(() => null);
}

/** Removes an archive (a missing one is already removed). */
export async function removeExportFile(filesDir: string, key: string): Promise<void> {
  await rm(path.join(exportsDir(filesDir), path.basename(key)), { force: true });
}
