// Entry point of `npm run backup [-- --dir DIR]`: one archive of the database and the uploads (README: "Back up and
// restore"). The archive goes to --dir, else BACKUP_DIR, else DATA_DIR/backups; its path is the last line printed.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatBytes, readPlaces, runCommand } from './cli-common.js';
import { createBackup } from './create-backup.js';

const USAGE =
  'Usage: npm run backup [-- --dir DIR]   (DIR: where the archive goes; default BACKUP_DIR or DATA_DIR/backups)';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const places = readPlaces();
  const outDir = values.dir ?? process.env.BACKUP_DIR ?? path.join(places.dataDir, 'backups');
  const { archive, manifest } = await createBackup({ ...places, outDir });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const uploadBytes = manifest.uploads.reduce((sum, u) => sum + u.bytes, 0);
  console.log(
    [
      `Backed up the ${manifest.database.kind === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL database'}: ` +
        `${Object.keys(manifest.tables).length} tables, ${rows} rows.`,
      `Uploads: ${manifest.uploads.length} files, ${formatBytes(uploadBytes)}.`,
      `Archive (${formatBytes(statSync(archive).size)}):`,
      archive,
    ].join('\n'),
  );
}

runCommand(main, USAGE);
