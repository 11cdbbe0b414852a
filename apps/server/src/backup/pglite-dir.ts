// Where the embedded database lives under DATA_DIR: the folder openDatabase (db/client.ts) opens PGlite in.
import path from 'node:path';

export function pgliteDirOf(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}
