// Finds and runs PostgreSQL's own pg_dump and pg_restore. pg_dump refuses a server of a newer major version than its
// own, so the newest suitable one is looked for: PG_DUMP / PG_RESTORE if set, the one on PATH, and Debian's
// versioned copies under /usr/lib/postgresql/<major>/bin.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error.js';

export type PgTool = 'pg_dump' | 'pg_restore';

const DEBIAN_DIR = '/usr/lib/postgresql';

/** The major version a tool reports (`pg_dump (PostgreSQL) 15.20 (Debian …)` -> 15), or null if it does not run. */
function majorOf(command: string): number | null {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  const match = result.status === 0 ? /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout) : null;
  return match ? Number(match[1]) : null;
}

function candidates(tool: PgTool): string[] {
  const fromEnv = process.env[tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'];
  if (fromEnv) return [fromEnv];
  const versioned = existsSync(DEBIAN_DIR)
    ? readdirSync(DEBIAN_DIR)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => path.join(DEBIAN_DIR, major, 'bin', tool))
        .filter((file) => existsSync(file))
    : [];
  return [tool, ...versioned];
}

/**
 * The tool to use with a server of major version `serverMajor`: the first candidate whose major version is at least
 * the server's. Throws a BackupError that says what was found and what to install when there is none.
 */
export function findPgTool(tool: PgTool, serverMajor: number): string {
  const found: string[] = [];
  for (const command of candidates(tool)) {
    const major = majorOf(command);
    if (major === null) continue;
    if (major >= serverMajor) return command;
    found.push(`${command} (version ${major})`);
  }
  const variable = tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE';
  const seen = found.length > 0 ? `only ${found.join(', ')}, older than the server` : 'none found';
  throw new BackupError(
    'tool-missing',
    `${tool} of version ${serverMajor} or newer is needed for this database server (${seen}). Install PostgreSQL's client tools of version ` +
      `${serverMajor} or newer (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor}), or set ${variable} to ` +
      'the path of such a binary.',
  );
}

/** The major version from `show server_version` ("15.20 (Debian …)", "16beta1"). */
export function serverMajorOf(version: string): number {
  return Number(/^(\d+)/.exec(version)?.[1] ?? 0);
}

/**
 * A connection address for libpq with the password taken out (it goes in PGPASSWORD instead, so that it does not
 * show in the process list), and the environment to run the tool with.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: address.toString(), env };
}

/** Runs a tool to completion; a non-zero exit becomes a BackupError carrying its last lines of stderr. */
export function runPgTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (err) =>
      reject(new BackupError('failed', `${path.basename(command)} could not run: ${err.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const reason = signal ? `was stopped by ${signal}` : `exited with ${code}`;
      reject(new BackupError('failed', `${path.basename(command)} ${reason}:\n${stderr.trim()}`));
    });
  });
}
