// The backup/restore round trip: the demo club with an uploaded photo is backed up, restored into a fresh place, and
// the server started on it answers with the same children, payments and photos; every table has the rows it had and
// every file its hash. On PGlite always; on a PostgreSQL server as well when TEST_DATABASE_URL names one.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { type Database, MIGRATIONS_FOLDER, openDatabase, queryRows } from '../db/client.js';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.js';
import { seedDemoClub } from '../db/seed/seed-demo-club.js';
import { png, postMultipart } from '../modules/content-admin/test-upload.js';
import { TEST_ORIGIN, signIn } from '../test/auth.js';
import { createTestDatabase } from '../test/database.js';
import { BackupError } from './backup-error.js';
import { createBackup } from './create-backup.js';
import { restoreBackup } from './restore-backup.js';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin');
const temporary: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `swim-backup-${name}-`));
  temporary.push(dir);
  return dir;
}

/** Rows in every table outside the system schemas, straight from the catalog. */
async function tableRows(database: Database) {
  const tables = await queryRows<{ schemaname: string; tablename: string }>(
    database.db,
    sql`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  const counts: Record<string, number> = {};
  for (const { schemaname, tablename } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from "${schemaname}"."${tablename}"`),
    );
    counts[`${schemaname}.${tablename}`] = Number(row?.n);
  }
  return counts;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** SHA-256 of every file under the uploads folder but the half-received ones (in top-level dot-folders). */
function fileHashes(dir: string) {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const name = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!name.startsWith('.')) hashes[name] = sha256(readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return hashes;
}

/** What a person sees of the club through the API, signed in as the demo admin. */
async function whatTheClubShows(app: FastifyInstance) {
  const cookie = await signIn(app, admin?.email ?? '', admin?.password);
  const get = (url: string) => app.inject({ url, headers: { origin: TEST_ORIGIN, cookie } });
  const children = await get('/api/admin/children?pageSize=100');
  const payments = await get('/api/payments?pageSize=100');
  const gallery = await app.inject('/api/media');
  expect([children.statusCode, payments.statusCode, gallery.statusCode]).toEqual([200, 200, 200]);
  const photo = (gallery.json() as { url: string; title: { bg: string } }[]).find(
    (m) => m.title.bg === 'Архивна снимка',
  );
  const served = photo ? await app.inject(photo.url) : null;
  return {
    children: children.json().items as { id: string; fullName: string }[],
    childrenTotal: children.json().total as number,
    payments: payments.json().items as { id: string; amount: number; status: string }[],
    paymentsTotal: payments.json().total as number,
    photo: photo ? { url: photo.url, status: served?.statusCode, sha256: sha256(served?.rawPayload ?? '') } : null,
  };
}

type Place = {
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  open: () => Promise<Database>;
  /** Opens it for the first time, migrated. */
  create?: () => Promise<Database>;
};

async function seedClubWithPhoto(place: Place) {
  const database = await (place.create ?? place.open)();
  await database.migrate();
  await seedDemoClub(database.db);
  const app = await buildApp({
    config: testConfig({ dataDir: place.dataDir, uploadsDir: place.uploadsDir, rateLimitMax: 100_000 }),
    database,
  });
  await app.ready();
  const cookie = await signIn(app, admin?.email ?? '', admin?.password);
  const uploaded = await postMultipart(
    { inject: (opts) => app.inject({ ...opts, headers: { ...opts.headers, origin: TEST_ORIGIN, cookie } }) },
    '/api/admin/media',
    {
      file: { name: 'pool.png', type: 'image/png', bytes: await png(64, 48) },
      fields: {
        meta: JSON.stringify({
          title: { bg: 'Архивна снимка', en: '', ru: '' },
          description: { bg: '', en: '', ru: '' },
        }),
      },
    },
  );
  expect(uploaded.statusCode).toBe(201);
  // A half-received upload: never part of a backup.
  writeFileSync(path.join(place.uploadsDir, '.incoming', 'half-received'), 'partial');
  const shown = await whatTheClubShows(app);
  const rows = await tableRows(database);
  await app.close();
  await database.close();
  return { shown, rows, files: fileHashes(place.uploadsDir) };
}

async function roundTrip(source: Place, target: Place) {
  const before = await seedClubWithPhoto(source);
  expect(before.shown.childrenTotal).toBeGreaterThan(5);
  expect(before.shown.paymentsTotal).toBeGreaterThan(5);
  expect(before.shown.photo?.status).toBe(200);
  expect(Object.keys(before.files).some((f) => f.startsWith('media/'))).toBe(true);

  const outDir = tempDir('archives');
  const { archive, manifest } = await createBackup({ ...source, outDir });
  expect(readdirSync(outDir)).toEqual([path.basename(archive)]);
  expect(manifest.tables).toEqual(before.rows);
  expect(manifest.uploads.map((u) => u.path)).not.toContain('.incoming/half-received');

  await expectRefusalsThatChangeNothing(archive, manifest.database.kind);
  await restoreBackup({ ...target, archive });
  const database = await target.open();
  let restored: Record<string, number>;
  try {
    expect(await tableRows(database)).toEqual(before.rows);
    expect(fileHashes(target.uploadsDir)).toEqual(before.files);
    const app = await buildApp({
      config: testConfig({ dataDir: target.dataDir, uploadsDir: target.uploadsDir, rateLimitMax: 100_000 }),
      database,
    });
    try {
      await app.ready();
      expect(await whatTheClubShows(app)).toEqual(before.shown);
    } finally {
      await app.close();
    }
    // As the server left it (signing in added a session).
    restored = await tableRows(database);
  } finally {
    await database.close();
  }

  // A second restore into what is now a club refuses and changes nothing.
  const refused = await restoreBackup({ ...target, archive }).catch((err: unknown) => err);
  expect(refused).toBeInstanceOf(BackupError);
  expect((refused as BackupError).exitCode).toBe(3);
  expect(fileHashes(target.uploadsDir)).toEqual(before.files);
  const again = await target.open();
  expect(await tableRows(again)).toEqual(restored);
  await again.close();
  return { archive, rows: before.rows, files: before.files };
}

/**
 * The migrated dump the other test files start from (test/database.ts names it by a digest of the migrations), when
 * one is there: migrating a new PGlite takes 5 to 15 s here. Without it the source is migrated from nothing.
 */
function migratedTemplate(): Blob | undefined {
  const digest = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (statSync(file).isFile()) digest.update(name).update(readFileSync(file));
  }
  const template = path.join(os.tmpdir(), `swim-test-pglite-${digest.digest('hex').slice(0, 16)}.tar.gz`);
  return existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
}

/** Why a restore failed, as the command would report it. */
async function failureOf(restoring: Promise<unknown>) {
  const err = await restoring.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupError);
  return { exitCode: (err as BackupError).exitCode, message: (err as BackupError).message };
}

/** A copy of the archive with its uploaded photo's bytes changed. */
async function damagedCopy(archive: string) {
  const unpacked = tempDir('unpacked');
  await tar.x({ file: archive, cwd: unpacked });
  const photo = readdirSync(path.join(unpacked, 'uploads'), { recursive: true, withFileTypes: true }).find((e) =>
    e.isFile(),
  );
  if (!photo) throw new Error('the archive holds no upload');
  writeFileSync(path.join(photo.parentPath, photo.name), 'not the photo');
  const damaged = path.join(tempDir('damaged'), 'damaged.tar.gz');
  await tar.c({ gzip: true, cwd: unpacked, file: damaged }, readdirSync(unpacked));
  return damaged;
}

/** An archive of the other kind, or with a damaged photo, is refused and leaves the fresh place as it was. */
async function expectRefusalsThatChangeNothing(archive: string, kind: 'pglite' | 'postgres') {
  const place = tempDir('refused');
  const uploadsDir = path.join(place, 'uploads');
  const otherKind = kind === 'pglite' ? { databaseUrl: 'postgres://nobody@127.0.0.1:9/none' } : {};
  const wrongKind = await failureOf(restoreBackup({ archive, dataDir: place, uploadsDir, ...otherKind }));
  expect(wrongKind.exitCode).toBe(3);
  expect(wrongKind.message).toContain('same kind of database');

  if (kind === 'pglite') {
    // Checked on the embedded database only: the same check runs before either kind's database is touched.
    const damaged = await damagedCopy(archive);
    const mismatch = await failureOf(restoreBackup({ archive: damaged, dataDir: place, uploadsDir }));
    expect(mismatch.exitCode).toBe(4);
    expect(mismatch.message).toContain('is damaged');
  }
  expect(readdirSync(place)).toEqual(kind === 'pglite' ? ['uploads'] : []);
  expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([]);
}

function pglitePlace(name: string): Place {
  const dataDir = tempDir(name);
  return {
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    open: () => openDatabase({ dataDir }),
    create: () => openDatabase({ dataDir, loadDataDir: migratedTemplate() }),
  };
}

describe('backup and restore of the embedded database (PGlite)', () => {
  it('restores the club, its photo and every row into a fresh data directory', async () => {
    await roundTrip(pglitePlace('source'), pglitePlace('target'));
  }, 180_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backup and restore on a PostgreSQL server', () => {
  it('restores the club, its photo and every row into a fresh, empty database', async () => {
    const source = await createTestDatabase();
    cleanups.push(() => source.close());
    const sourceDir = tempDir('pg-source');
    // An empty database (no migrations): restore brings the schema along.
    const name = `swim_restore_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const targetUrl = new URL(serverUrl ?? '');
    targetUrl.pathname = `/${name}`;
    const targetDir = tempDir('pg-target');
    const target: Place = {
      dataDir: targetDir,
      uploadsDir: path.join(targetDir, 'uploads'),
      databaseUrl: targetUrl.toString(),
      open: () => openDatabase({ dataDir: targetDir, databaseUrl: targetUrl.toString(), poolSize: 4 }),
    };
    const { archive, rows, files } = await roundTrip(
      {
        dataDir: sourceDir,
        uploadsDir: path.join(sourceDir, 'uploads'),
        databaseUrl: source.url,
        // The test database is closed (and dropped) after the file; the round trip opens and closes its own pool.
        open: () => openDatabase({ dataDir: sourceDir, databaseUrl: source.url, poolSize: 4 }),
      },
      target,
    );

    // Forced over the club: what was there is renamed aside (schemas, uploads), the archive's club is back.
    const { setAside } = await restoreBackup({ ...target, archive, force: true });
    expect(setAside.filter((s) => s.startsWith('schema public_before_restore_'))).toHaveLength(1);
    const database = await target.open();
    const now = await tableRows(database);
    await database.close();
    const restoredSchemas = Object.fromEntries(Object.entries(now).filter(([t]) => !t.includes('_before_restore_')));
    expect(restoredSchemas).toEqual(rows);
    expect(fileHashes(target.uploadsDir)).toEqual(files);
  }, 180_000);
});
