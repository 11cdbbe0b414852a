// `npm run bench`: throughput and latency of the main public endpoints on the built server (autocannon).
// Uses a fresh embedded database seeded with the demo club, or BENCH_DATABASE_URL for a PostgreSQL server.
// BENCH_URL=http://host:port measures an already running server instead (no build, no start).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const external = process.env.BENCH_URL;
const base = external ?? `http://127.0.0.1:${port}`;

if (!external && spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const server = external
  ? null
  : spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'swim-bench-')),
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
      },
    });

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

const targets = [
  '/api/schedule',
  '/api/schedule/upcoming?days=7&limit=6',
  '/api/news?page=1&pageSize=9',
  '/api/products',
  '/api/media',
  '/',
];

try {
  await waitReady();
  const ready = await (await fetch(`${base}/api/ready`)).json();
  console.log(`\n${seconds}s per endpoint, 10 connections, database: ${ready.database}\n`);
  console.log(
    'endpoint'.padEnd(42),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const target of targets) {
    const result = await autocannon({ url: `${base}${target}`, connections: 10, duration: seconds });
    console.log(
      target.padEnd(42),
      String(Math.round(result.requests.average)).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.errors + result.non2xx).padStart(7),
    );
  }
} finally {
  server?.kill('SIGTERM');
}
