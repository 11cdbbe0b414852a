// Entry point of `npm run restore -- ARCHIVE [--force]`: brings an archive back into an empty data directory or
// database, then checks row counts and file hashes against its manifest (README: "Back up and restore").
import { parseArgs } from 'node:util';
import { BackupError } from './backup-error.js';
import { readPlaces, runCommand } from './cli-common.js';
import { restoreBackup } from './restore-backup.js';

const USAGE =
  'Usage: npm run restore -- ARCHIVE [--force]   (--force: replace a database or uploads that are not empty)';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [archive, ...rest] = positionals;
  if (!archive || rest.length > 0) throw new BackupError('usage', USAGE);
  const places = readPlaces();
  const { manifest, setAside } = await restoreBackup({ ...places, archive, force: values.force ?? false });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} (app version ${manifest.appVersion}).`,
      `Checked: ${Object.keys(manifest.tables).length} tables with ${rows} rows, ${manifest.uploads.length} uploads ` +
        'with their hashes, all as recorded.',
      ...setAside.map((dir) => `What was there before was moved to ${dir}`),
      'Start the server as usual; it applies any newer migrations on start.',
    ].join('\n'),
  );
}

runCommand(main, USAGE);
