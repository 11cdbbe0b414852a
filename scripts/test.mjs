// `npm test`: unit tests, the integration suite on PGlite (or on PostgreSQL when TEST_DATABASE_URL is set), the
// reliability suite (its server-database parts with TEST_DATABASE_URL), then the Playwright journeys in Chromium. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every stage that failed, with the reason in plain words; printed next to the totals. */
const failures = [];
const fail = (label, reason) => failures.push(`${label}: ${reason}`);
const only = process.argv[2]; // optional: unit | postgres | reliability | e2e

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const status = result.status ?? `signal ${result.signal}`;
  if (result.status !== 0) console.error(`${label}: exited with ${status}`);
  return { label, ok: result.status === 0, status };
}

/** Names why a stage failed: failed tests, no tests, or an exit code with every test passing (unhandled errors). */
function judge(stage, counts) {
  if (!counts) return fail(stage.label, `exited with ${stage.status} and wrote no report (it crashed or never ran)`);
  if (counts.total === 0) return fail(stage.label, 'ran no test');
  if (counts.failed > 0) return fail(stage.label, `${counts.failed} test(s) failed (listed above)`);
  if (!stage.ok)
    fail(
      stage.label,
      `exited with ${stage.status} although all ${counts.passed} tests passed: unhandled errors or a crash (see above)`,
    );
}

function add(counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return counts;
}

function countVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return add({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    total: report.numTotalTests,
  });
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return add({
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    total: stats.expected + stats.unexpected + stats.flaky,
  });
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
  fail('end-to-end', `Chromium is missing at ${chromium}`);
  return null;
}

/** Each failed test's name and the first lines of its error, from the reports written above. */
function failureDigest() {
  const lines = [];
  // Colour codes out (ESC, then '[', digits and semicolons, 'm'), at most twelve lines.
  const esc = String.fromCharCode(27);
  const clip = (text) =>
    String(text ?? '')
      .split(esc)
      .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
      .join('')
      .split('\n')
      .slice(0, 12)
      .join('\n    ');
  for (const name of ['vitest-pglite.json', 'vitest-postgres.json', 'vitest-reliability.json']) {
    const file = path.join(results, name);
    if (!existsSync(file)) continue;
    for (const suite of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        lines.push(`FAILED TEST (${name}) ${path.relative(root, suite.name)} › ${test.fullName}`);
        lines.push(`    ${clip(test.failureMessages?.[0])}`);
      }
    }
  }
  const playwright = path.join(results, 'playwright.json');
  if (existsSync(playwright)) {
    const walk = (suite, trail) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const failed = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
          if (!failed || test.status === 'expected' || test.status === 'skipped') continue;
          lines.push(`FAILED TEST (playwright) ${[...trail, spec.title].join(' › ')} (${spec.file}:${spec.line})`);
          lines.push(`    ${clip(failed.error?.message ?? failed.errors?.[0]?.message ?? failed.status)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    };
    for (const suite of JSON.parse(readFileSync(playwright, 'utf8')).suites ?? []) walk(suite, []);
  }
  return lines;
}

// The server's integration suite runs once (ADR 0043): on the PostgreSQL server when TEST_DATABASE_URL names one,
// else on PGlite. With a server, this stage keeps to the unit tests and the tests of what the embedded database does
// its own way: its client, dump and migrations, the read caches that trust its write counter, and the job queue's
// statements run through it. The journeys run on PGlite as well.
const embeddedOnly = [
  'packages/shared/src/',
  'apps/web/src/',
  'apps/server/src/db/',
  'apps/server/src/http/public-cache',
  'apps/server/src/modules/dashboard/dashboard-cache',
  'apps/server/src/lib/jobs',
];

if (!only || only === 'unit') {
  const file = path.join(results, 'vitest-pglite.json');
  const serverElsewhere = Boolean(process.env.TEST_DATABASE_URL);
  const stage = run(
    serverElsewhere ? 'unit + embedded database (PGlite)' : 'unit + integration (PGlite)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      '!reliability',
      ...(serverElsewhere ? embeddedOnly : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${file}`,
    ],
    { TEST_DATABASE_URL: '' },
  );
  judge(stage, countVitest(file));
}

if ((!only || only === 'postgres') && process.env.TEST_DATABASE_URL) {
  const file = path.join(results, 'vitest-postgres.json');
  const stage = run('integration (PostgreSQL)', 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  judge(stage, countVitest(file));
} else if (!only || only === 'postgres') {
  console.log('\nTEST_DATABASE_URL not set: the PostgreSQL run of the integration suite is skipped.');
}

if (!only || only === 'reliability') {
  // Hostile input and auth path tricks run on PGlite or PostgreSQL; cut connections, two instances and the soak
  // need TEST_DATABASE_URL and say so when skipped.
  const file = path.join(results, 'vitest-reliability.json');
  const stage = run('reliability', 'npx', [
    'vitest',
    'run',
    '--project',
    'reliability',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  judge(stage, countVitest(file));
}

if (!only || only === 'e2e') {
  const chromium = ensureChromium();
  if (chromium) {
    const build = run('build', 'npm', ['run', 'build']);
    if (!build.ok) fail('build', `npm run build exited with ${build.status}`);
    const file = path.join(results, 'playwright.json');
    const stage = run(
      'end-to-end (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    );
    judge(stage, countPlaywright(file));
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
// The failures' own messages again at the very end, so a log that keeps only its tail still says what went wrong.
for (const line of failureDigest()) console.log(line);
console.log('');
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
