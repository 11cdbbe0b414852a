// A failure the backup and restore commands explain in words and report by exit code (the README lists them).

export const EXIT_CODES = {
  /** Something went wrong while doing it (a tool failed, a file could not be written). */
  failed: 1,
  /** The command was called wrongly or the configuration is invalid. */
  usage: 2,
  /** Refused before changing anything: the target is not empty, the database is in use, the kinds differ. */
  refused: 3,
  /** Restored, but what came back is not what the archive recorded. */
  mismatch: 4,
  /** pg_dump or pg_restore is missing, or older than the database server. */
  'tool-missing': 5,
} as const;

export type BackupErrorKind = keyof typeof EXIT_CODES;

export class BackupError extends Error {
  constructor(
    readonly kind: BackupErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }

  get exitCode(): number {
    return EXIT_CODES[this.kind];
  }
}
