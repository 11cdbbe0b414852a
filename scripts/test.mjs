// `npm test`: unit and integration tests on PGlite, the integration suite again on PostgreSQL when
// TEST_DATABASE_URL is set, then the Playwright journeys in Chromium. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let stageFailed = false;
const only = process.argv[2]; // optional: unit | postgres | e2e

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`${label}: exited with ${result.status}`);
    stageFailed = true;
  }
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) {
    stageFailed = true;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (report.numTotalTests === 0) stageFailed = true;
}

function countPlaywright(file) {
  if (!existsSync(file)) {
    stageFailed = true;
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.expected + stats.unexpected + stats.flaky === 0) stageFailed = true;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian packages chromium, fonts-dejavu-core, fonts-liberation');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core', 'fonts-liberation'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(chromium)) return chromium;
  }
  console.error(`Chromium is missing at ${chromium}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  stageFailed = true;
  return null;
}

if (!only || only === 'unit') {
  const file = path.join(results, 'vitest-pglite.json');
  run(
    'unit + integration (PGlite)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    {
      TEST_DATABASE_URL: '',
    },
  );
  countVitest(file);
}

if ((!only || only === 'postgres') && process.env.TEST_DATABASE_URL) {
  const file = path.join(results, 'vitest-postgres.json');
  run('integration (PostgreSQL)', 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  countVitest(file);
} else if (!only || only === 'postgres') {
  console.log('\nTEST_DATABASE_URL not set: the PostgreSQL run of the integration suite is skipped.');
}

if (!only || only === 'e2e') {
  const chromium = ensureChromium();
  if (chromium) {
    run('build', 'npm', ['run', 'build']);
    const file = path.join(results, 'playwright.json');
    run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    countPlaywright(file);
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(stageFailed || totals.failed > 0 ? 1 : 0);
