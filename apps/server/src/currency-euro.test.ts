// `npm run currency:euro` against an embedded database in a temporary DATA_DIR, as an operator runs it: the club
// seeded in leva is switched to euro and the command prints what changed (a second run's nothing: the service's test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './db/client.js';
import { seedDemoClub } from './db/seed/seed-demo-club.js';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'swim-currency-euro-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runCommand() {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
  return spawnSync('npm', ['run', '--silent', 'currency:euro'], { cwd: root, env, encoding: 'utf8', timeout: 240_000 });
}

async function readPrices() {
  const database = await openDatabase({ dataDir });
  try {
    return await queryRows<{ currency: string; n: number; club: string | null }>(
      database.db,
      sql`select c.currency, count(*)::int as n, (select currency from club_settings) as club
        from classes c group by c.currency`,
    );
  } finally {
    await database.close();
  }
}

describe('npm run currency:euro', () => {
  it('switches an embedded database in leva to euro and prints what changed', async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seedDemoClub(database.db, { currency: 'BGN' });
    const [before] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from classes`);
    // A card subscription in leva that the card provider does not know (as if it could not be reached).
    await database.db.execute(sql`insert into subscriptions
        (parent_id, child_id, enrollment_id, plan, amount, currency, status, provider, provider_subscription_id,
          current_period_end)
      select c.parent_id, c.id, e.id, 'pool_8', 15992, 'BGN', 'active', 'test', 'sub_test_unreachable',
          now() + interval '10 days'
      from enrollments e join children c on c.id = e.child_id where e.active limit 1`);
    await database.close();

    const first = runCommand();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('The club now prices in EUR');
    expect(first.stdout).toContain(`Classes: ${before?.n};`);
    expect(first.stdout).toContain('Card subscriptions in leva set to end after the month already paid');
    expect(first.stdout).toMatch(/set to end after the month already paid .*: 1\./);
    expect(first.stdout).toContain('Waiting for the card provider: 1 subscription(s)');
    expect(await readPrices()).toEqual([{ currency: 'EUR', n: before?.n, club: 'EUR' }]);
  }, 300_000);
});
