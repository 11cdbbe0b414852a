// What a backup archive says about itself: its format, the database it holds and how many rows each table had, and
// every uploaded file with its hash, so a restore can check that it brought back exactly that.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const MANIFEST_FORMAT = 'swim-club-backup';
export const MANIFEST_VERSION = 1;
/** Names inside the archive. */
export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_PREFIX = 'uploads';
export const DATABASE_FILES = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;

export type DatabaseKind = keyof typeof DATABASE_FILES;

const uploadSchema = z.object({
  /** Relative to the uploads folder, with forward slashes. */
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.enum([DATABASE_FILES.pglite, DATABASE_FILES.postgres]),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** The server's version (PostgreSQL), or PGlite's. */
    serverVersion: z.string(),
    /** drizzle's record of applied migrations: how many, and the newest one's time stamp (its journal's `when`). */
    migrations: z.object({ applied: z.number().int().min(0), latest: z.number().nullable() }),
  }),
  /** Rows per table, "schema.table", every schema but the system ones. */
  tables: z.record(z.string(), z.number().int().min(0)),
  uploads: z.array(uploadSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type UploadEntry = z.infer<typeof uploadSchema>;

const packageFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');

/** The server's version, from its package.json (the same path from src/ and dist/). */
export function readAppVersion(): string {
  try {
    return String((JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: unknown }).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}
