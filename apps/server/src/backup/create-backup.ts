// Writes one archive (.tar.gz) holding the database and the uploads, with a manifest of row counts and file hashes.
// The embedded database is saved with PGlite's own dump of its data directory; a PostgreSQL server with pg_dump's
// custom format, taken in the same snapshot as the row counts, so a live server's backup is consistent.
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import pg from 'pg';
import * as tar from 'tar';
import { openDatabase } from '../db/client.js';
import { BackupError } from './backup-error.js';
import { type RunQuery, countRows, readMigrations, readServerVersion } from './database-facts.js';
import {
  DATABASE_FILES,
  MANIFEST_FILE,
  MANIFEST_VERSION,
  MANIFEST_FORMAT,
  type Manifest,
  UPLOADS_PREFIX,
  readAppVersion,
} from './manifest.js';
import { findPgTool, libpqConnection, runPgTool, serverMajorOf } from './pg-tools.js';
import { findPgliteHolders } from './pglite-holders.js';
import { pgliteDirOf } from './pglite-dir.js';
import { describeUploads, hashFile } from './uploads.js';

export type BackupOptions = {
  dataDir: string;
  /** A PostgreSQL server; without it the embedded database under dataDir is backed up. */
  databaseUrl?: string;
  uploadsDir: string;
  /** The folder the archive is written to (made if missing). */
  outDir: string;
  now?: Date;
};

export type BackupResult = { archive: string; manifest: Manifest };

type DumpedDatabase = Manifest['database'] & { tables: Manifest['tables'] };

/** Makes the archive; nothing is left behind but the finished file (a failed run removes its partial one). */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const fromUploads = path.relative(path.resolve(options.uploadsDir), path.resolve(options.outDir));
  if (!fromUploads.startsWith('..') && !path.isAbsolute(fromUploads)) {
    throw new BackupError('usage', 'Write backups outside the uploads folder, or each would hold the ones before it.');
  }
  // The archive holds children's medical notes and contacts: readable by the server's own user only.
  await mkdir(options.outDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(options.outDir, '.backup-'));
  const archive = freeName(options.outDir, now);
  const partial = `${archive}.partial`;
  try {
    const { tables, ...database } = options.databaseUrl
      ? await dumpPostgres(options.databaseUrl, staging)
      : await dumpPglite(options.dataDir, staging);
    // Listed after the database's snapshot: every file a row of it points to was written before it.
    const uploads = await describeUploads(options.uploadsDir);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      formatVersion: MANIFEST_VERSION,
      appVersion: readAppVersion(),
      createdAt: now.toISOString(),
      database,
      tables,
      uploads: uploads.map(({ path: file, bytes, sha256 }) => ({ path: file, bytes, sha256 })),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // The uploads are read in place through a link, so tar streams each file from where it lives.
    if (uploads.length > 0) await symlink(path.resolve(options.uploadsDir), path.join(staging, UPLOADS_PREFIX));
    const entries = [MANIFEST_FILE, database.file, ...uploads.map((u) => `${UPLOADS_PREFIX}/${u.path}`)];
    try {
      await tar.c({ gzip: true, cwd: staging, file: partial, portable: true, strict: true }, entries);
    } catch (err) {
      const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing) throw err;
      throw new BackupError('failed', 'An upload was removed while the backup ran; run it again.');
    }
    await chmod(partial, 0o600);
    await rename(partial, archive);
    return { archive, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** swim-club-backup-2026-11-30-121500.tar.gz in the club's time, with -2, -3… when that name is taken. */
function freeName(dir: string, now: Date): string {
  const stamp = new Intl.DateTimeFormat('sv-SE', {
    timeZone: CLUB_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'medium',
    hourCycle: 'h23',
  })
    .format(now)
    .replace(' ', '-')
    .replaceAll(':', '');
  for (let n = 1; ; n++) {
    const name = path.join(dir, `swim-club-backup-${stamp}${n === 1 ? '' : `-${n}`}.tar.gz`);
    if (!existsSync(name) && !existsSync(`${name}.partial`)) return name;
  }
}

async function describeFile(file: string) {
  return { bytes: (await stat(file)).size, sha256: await hashFile(file) };
}

async function dumpPglite(dataDir: string, staging: string): Promise<DumpedDatabase> {
  const dir = pgliteDirOf(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(
      'usage',
      `No embedded database at ${dir}. Check DATA_DIR, or set DATABASE_URL to back up a PostgreSQL server.`,
    );
  }
  const holders = findPgliteHolders(dir);
  if (holders) {
    const who = holders.pids.length > 0 ? `process ${holders.pids.join(', ')} has` : 'another process seems to have';
    throw new BackupError(
      'refused',
      `The embedded database at ${dir} is in use (${who} it open). PGlite allows one process at a time: stop the ` +
        'server, run the backup, then start the server again.',
    );
  }
  const database = await openDatabase({ dataDir });
  try {
    const run: RunQuery = async (text) => (await database.executeSql(text)).rows as Record<string, unknown>[];
    const tables = await countRows(run);
    const migrations = await readMigrations(run);
    const serverVersion = await readServerVersion(run);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new BackupError('failed', 'The embedded database gave no dump of its data directory.');
    const file = path.join(staging, DATABASE_FILES.pglite);
    await pipeline(Readable.fromWeb(dump.stream() as Parameters<typeof Readable.fromWeb>[0]), createWriteStream(file));
    return {
      kind: 'pglite',
      file: DATABASE_FILES.pglite,
      ...(await describeFile(file)),
      serverVersion,
      migrations,
      tables,
    };
  } finally {
    await database.close();
  }
}

async function dumpPostgres(url: string, staging: string): Promise<DumpedDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run: RunQuery = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    const serverVersion = await readServerVersion(run);
    const pgDump = findPgTool('pg_dump', serverMajorOf(serverVersion));
    // One snapshot for the counts and the dump: held open until pg_dump has read everything.
    await client.query('begin isolation level repeatable read read only');
    const [exported] = await run('select pg_export_snapshot() as snapshot');
    const tables = await countRows(run);
    const migrations = await readMigrations(run);
    const file = path.join(staging, DATABASE_FILES.postgres);
    const { dbname, env } = libpqConnection(url);
    await runPgTool(
      pgDump,
      ['--format=custom', `--snapshot=${String(exported?.snapshot)}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('commit');
    return {
      kind: 'postgres',
      file: DATABASE_FILES.postgres,
      ...(await describeFile(file)),
      serverVersion,
      migrations,
      tables,
    };
  } finally {
    await client.end();
  }
}
