// What the backup and restore commands share: reading the configuration and turning failures into exit codes.
import { ConfigError, loadConfig, uploadsDirOf } from '../config.js';
import { BackupError, EXIT_CODES } from './backup-error.js';

/** The server's own configuration (DATA_DIR, DATABASE_URL, UPLOADS_DIR), read from the same environment. */
export function readPlaces() {
  const config = loadConfig();
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl, uploadsDir: uploadsDirOf(config) };
}

/** Runs a command's main, printing a failure in words and exiting with its code (README: "Back up and restore"). */
export function runCommand(main: () => Promise<void>, usage: string): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof BackupError) {
        console.error(err.message);
        process.exit(err.exitCode);
      }
      if (err instanceof ConfigError) {
        console.error(err.message);
        process.exit(EXIT_CODES.usage);
      }
      if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        console.error(`${(err as Error).message}\n${usage}`);
        process.exit(EXIT_CODES.usage);
      }
      console.error(err);
      process.exit(EXIT_CODES.failed);
    },
  );
}

/** 12.3 MB */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
