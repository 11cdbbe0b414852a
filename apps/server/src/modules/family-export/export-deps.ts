// What the export's services need from the app: the database, where files live, the link secret, mail and the clock.
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';

export type FamilyExportDeps = {
  db: Db;
  filesDir: string;
  /** The server's secret: the download links are derived from it. */
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  now: () => Date;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
};

/** The queue a requested export is built on; null on an instance that runs no jobs (the minute sweep builds it). */
export type ExportJobs = Pick<JobQueue, 'send'> | null;

export const BUILD_JOB = 'family-export-build';
