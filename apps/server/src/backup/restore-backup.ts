// Brings an archive back into an empty data directory or database, then checks row counts and file hashes against
// its manifest. Everything is unpacked and checked in staging folders first and moved into place only at the end.
import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { openDatabase } from '../db/client.js';
import { BackupError } from './backup-error.js';
import { type RunQuery, compareCounts, countRows, listTables } from './database-facts.js';
import { type DatabaseKind, type Manifest, UPLOADS_PREFIX } from './manifest.js';
import { findPgliteHolders } from './pglite-holders.js';
import { pgliteDirOf } from './pglite-dir.js';
import { hashFile, isUploadsEmpty, listUploadFiles } from './uploads.js';
import { journalLatest, readManifest } from './read-manifest.js';
import { restorePostgres, withClient } from './restore-postgres.js';
import { restoreManifestChecks } from './restore-checks.js';

export type RestoreOptions = {
  archive: string;
  dataDir: string;
  /** A PostgreSQL server's database to restore into; without it, the embedded database under dataDir. */
  databaseUrl?: string;
  uploadsDir: string;
  /** Restore over a database or uploads that are not empty (what was there is set aside or replaced). */
  force?: boolean;
  now?: Date;
};

export type RestoreResult = {
  manifest: Manifest;
  /** Where what was there before went, with force (PGlite data directory, uploads). */
  setAside: string[];
};

/** Restores the archive; refuses (BackupError) before changing anything when a target is not empty. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(options.archive)) throw new BackupError('usage', `No such archive: ${options.archive}`);
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'pglite';
  const manifest = await readManifest(options.archive);
  restoreManifestChecks(manifest, { kind, force: options.force ?? false, journal: journalLatest() });
  await refuseNonEmptyTargets(options, kind);

  await mkdir(options.uploadsDir, { recursive: true });
  // Inside the uploads folder (a dot-folder, never served), so the files move into place by renaming.
  const staging = await mkdtemp(path.join(options.uploadsDir, '.restoring-'));
  const setAside: string[] = [];
  try {
    await extract(options.archive, staging);
    await verifyExtracted(manifest, staging);
    const stamp = (options.now ?? new Date()).toISOString().replace(/\D/g, '').slice(0, 14);
    const dumpFile = path.join(staging, manifest.database.file);
    if (kind === 'pglite') {
      setAside.push(...(await restorePglite({ dumpFile, dataDir: options.dataDir, manifest, stamp })));
    } else {
      const url = options.databaseUrl ?? '';
      setAside.push(...(await restorePostgres({ dumpFile, url, manifest, force: options.force ?? false, stamp })));
    }
    setAside.push(...(await moveUploadsIntoPlace(staging, options.uploadsDir, stamp)));
    return { manifest, setAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function refuseNonEmptyTargets(options: RestoreOptions, kind: DatabaseKind): Promise<void> {
  const problems: string[] = [];
  if (kind === 'pglite') {
    const dir = pgliteDirOf(options.dataDir);
    if (findPgliteHolders(dir)) {
      // Never, not even with --force: a running server would keep writing to the files being replaced.
      throw new BackupError('refused', `The embedded database at ${dir} is in use: stop the server first.`);
    }
    if (existsSync(dir) && (await readdir(dir)).length > 0)
      problems.push(`the embedded database at ${dir} is not empty`);
  } else {
    const tables = await withClient(options.databaseUrl ?? '', (run) => listTables(run));
    if (tables.length > 0) problems.push(`the database in DATABASE_URL already has ${tables.length} tables`);
  }
  if (!(await isUploadsEmpty(options.uploadsDir)))
    problems.push(`the uploads folder ${options.uploadsDir} is not empty`);
  if (problems.length > 0 && !options.force) {
    throw new BackupError(
      'refused',
      `Nothing was restored: ${problems.join('; ')}. Restore into an empty place, or add --force to replace what ` +
        'is there (the embedded database and the uploads are set aside, not deleted).',
    );
  }
}

async function extract(archive: string, staging: string): Promise<void> {
  try {
    // tar refuses absolute paths and ".." in entries; strict turns its warnings into failures.
    await tar.x({ file: archive, cwd: staging, strict: true, preserveOwner: false });
  } catch (err) {
    throw new BackupError('usage', `${archive} is not a readable backup archive: ${(err as Error).message}`);
  }
}

/** The database file and every upload are there with the recorded hash, and no upload more. */
async function verifyExtracted(manifest: Manifest, staging: string): Promise<void> {
  const problems: string[] = [];
  const dumpFile = path.join(staging, manifest.database.file);
  if (!existsSync(dumpFile)) problems.push(`${manifest.database.file} is missing`);
  else if ((await hashFile(dumpFile)) !== manifest.database.sha256)
    problems.push(`${manifest.database.file} is damaged`);
  const extracted = new Map((await listUploadFiles(path.join(staging, UPLOADS_PREFIX))).map((f) => [f.path, f]));
  for (const upload of manifest.uploads) {
    const file = extracted.get(upload.path);
    if (!file) problems.push(`upload ${upload.path} is missing`);
    else if ((await hashFile(file.absolute)) !== upload.sha256) problems.push(`upload ${upload.path} is damaged`);
    extracted.delete(upload.path);
  }
  for (const extra of extracted.keys()) problems.push(`upload ${extra} is not in the manifest`);
  if (problems.length > 0) {
    throw new BackupError(
      'mismatch',
      `Nothing was restored: the archive does not match its manifest:\n  ${problems.join('\n  ')}`,
    );
  }
}

async function restorePglite(options: {
  dumpFile: string;
  dataDir: string;
  manifest: Manifest;
  stamp: string;
}): Promise<string[]> {
  const target = pgliteDirOf(options.dataDir);
  await mkdir(options.dataDir, { recursive: true });
  // Next to the target, so it moves into place by renaming.
  const staging = await mkdtemp(path.join(options.dataDir, '.restoring-'));
  try {
    const database = await openDatabase({ dataDir: staging, loadDataDir: await openAsBlob(options.dumpFile) });
    try {
      const run: RunQuery = async (text) => (await database.executeSql(text)).rows as Record<string, unknown>[];
      const differences = compareCounts(options.manifest.tables, await countRows(run));
      if (differences.length > 0) {
        throw new BackupError(
          'mismatch',
          `Nothing was restored: the database came back different:\n  ${differences.join('\n  ')}`,
        );
      }
    } finally {
      await database.close();
    }
    const setAside: string[] = [];
    if (existsSync(target)) {
      const aside = `${target}.before-restore-${options.stamp}`;
      await rename(target, aside);
      setAside.push(aside);
    }
    await rename(pgliteDirOf(staging), target);
    return setAside;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Moves the staged uploads into the uploads folder; with force, what was there goes to a dot-folder inside it. */
async function moveUploadsIntoPlace(staging: string, uploadsDir: string, stamp: string): Promise<string[]> {
  const setAside: string[] = [];
  const present = (await readdir(uploadsDir)).filter((name) => !name.startsWith('.'));
  if (present.length > 0) {
    const aside = path.join(uploadsDir, `.before-restore-${stamp}`);
    await mkdir(aside);
    for (const name of present) await rename(path.join(uploadsDir, name), path.join(aside, name));
    setAside.push(aside);
  }
  const restored = path.join(staging, UPLOADS_PREFIX);
  if (!existsSync(restored)) return setAside;
  for (const name of await readdir(restored)) await rename(path.join(restored, name), path.join(uploadsDir, name));
  return setAside;
}
