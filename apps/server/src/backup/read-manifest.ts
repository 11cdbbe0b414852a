// Reads an archive's manifest without unpacking it, and the newest migration this version of the app knows, which
// together decide whether a restore may go ahead (restore-checks.ts).
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { MIGRATIONS_FOLDER } from '../db/client.js';
import { BackupError } from './backup-error.js';
import { MANIFEST_FILE, type Manifest, manifestSchema } from './manifest.js';

/**
 * The manifest, read from the archive's first entries without unpacking the rest (backups write it first), so a
 * wrong archive is refused before anything is written.
 */
export function readManifest(archive: string): Promise<Manifest> {
  return new Promise((resolve, reject) => {
    const input = createReadStream(archive);
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      input.destroy();
      reject(new BackupError('usage', `${archive} is not a backup archive of this app: ${message}`));
    };
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path !== MANIFEST_FILE) {
          entry.resume();
          return;
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          if (settled) return;
          let parsed: ReturnType<typeof manifestSchema.safeParse>;
          try {
            parsed = manifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            return fail('its manifest.json is not JSON');
          }
          if (!parsed.success) return fail(`its manifest.json cannot be read (${parsed.error.message})`);
          settled = true;
          input.destroy();
          resolve(parsed.data);
        });
      },
    });
    parser.on('error', (err: Error) => fail(err.message));
    parser.on('end', () => fail('it has no manifest.json'));
    input.on('error', (err) => fail(err.message));
    input.pipe(parser);
  });
}

/** The newest migration this version of the app knows (its journal's `when`). */
export function journalLatest(): number | null {
  try {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    return Math.max(...journal.entries.map((e) => e.when));
  } catch {
    return null;
  }
}
