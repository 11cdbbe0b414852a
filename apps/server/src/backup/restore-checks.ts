// What a restore decides from the manifest alone, before touching anything: can this app and this target take it.
import { BackupError } from './backup-error.js';
import { type DatabaseKind, MANIFEST_VERSION, type Manifest } from './manifest.js';

const KIND_NAMES: Record<DatabaseKind, string> = {
  pglite: 'the embedded database (PGlite, DATABASE_URL unset)',
  postgres: 'a PostgreSQL server (DATABASE_URL set)',
};

/**
 * Refuses an archive of a newer format, of the other kind of database than the target, or (unless forced) one whose
 * database has migrations this version of the app does not know: it was made by a newer version.
 */
export function restoreManifestChecks(
  manifest: Manifest,
  target: { kind: DatabaseKind; force: boolean; journal: number | null },
): void {
  if (manifest.formatVersion > MANIFEST_VERSION) {
    throw new BackupError(
      'refused',
      `The archive is of backup format ${manifest.formatVersion}; this version of the app reads up to ` +
        `${MANIFEST_VERSION}. Restore it with the version that made it (${manifest.appVersion}) or a newer one.`,
    );
  }
  if (manifest.database.kind !== target.kind) {
    throw new BackupError(
      'refused',
      `The archive holds ${KIND_NAMES[manifest.database.kind]}, but the target is ${KIND_NAMES[target.kind]}. ` +
        'A backup restores into the same kind of database it was made from: set or unset DATABASE_URL to match.',
    );
  }
  const latest = manifest.database.migrations.latest;
  if (!target.force && latest !== null && target.journal !== null && latest > target.journal) {
    throw new BackupError(
      'refused',
      `The archive's database has migrations this version of the app does not know (it was made by version ` +
        `${manifest.appVersion}). Upgrade the app first, or add --force to restore it anyway.`,
    );
  }
}
