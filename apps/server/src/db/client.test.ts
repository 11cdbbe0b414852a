import net from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { openDatabase, queryRows, retryCutSessions } from './client.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const rows = await queryRows<{ tablename: string }>(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const names = rows.map((r) => r.tablename);
    for (const table of ['users', 'children', 'enrollments', 'payments', 'orders', 'products', 'audit_log']) {
      expect(names).toContain(table);
    }
  });

  it('are safe to apply twice', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
    expect(await database.ping()).toBe(true);
  });

  it('reject negative stock in the database itself', async () => {
    await expect(
      database.db.execute(
        sql`insert into products (name, category, price, stock_quantity) values ('{"bg":"x"}', 'caps', 100, -1)`,
      ),
    ).rejects.toThrow();
  });
});

describe('a statement on a connection the server cut', () => {
  /** A pool of three whose first `failures` statements meet connections ended by pg_terminate_backend. */
  function cutPool(failures: number) {
    const sent: string[] = [];
    const pool = {
      options: { max: 3 },
      query: async (text: string) => {
        sent.push(text);
        if (sent.length <= failures) {
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        }
        return { rows: [{ ok: 1 }] };
      },
    };
    retryCutSessions(pool as unknown as pg.Pool);
    return { query: (text: string) => (pool.query as (text: string) => Promise<unknown>)(text), sent };
  }

  it('is a read run again on each connection cut at the same moment, so the whole pool cut costs it nothing', async () => {
    const { query, sent } = cutPool(3);
    await expect(query('select 1 as ok')).resolves.toEqual({ rows: [{ ok: 1 }] });
    expect(sent).toHaveLength(4);
  });

  it('gives up after one try more than the pool has connections', async () => {
    const { query, sent } = cutPool(100);
    await expect(query('select 1 as ok')).rejects.toMatchObject({ code: '57P01' });
    expect(sent).toHaveLength(4);
  });

  it('never runs a write twice', async () => {
    const { query, sent } = cutPool(1);
    await expect(query('insert into t values (1)')).rejects.toMatchObject({ code: '57P01' });
    expect(sent).toHaveLength(1);
  });
});

describe('a PostgreSQL server that stops answering', () => {
  it('answers the readiness probe and fails a request within seconds instead of holding them', async () => {
    // Accepts connections and never says a word: a paused server, or a network that drops its packets.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const stalled = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/swim`,
      dataDir: '',
      log: { warn: () => undefined },
    });
    try {
      const started = Date.now();
      expect(await stalled.ping()).toBe(false);
      expect(Date.now() - started).toBeLessThan(4_000);
      const failed = await stalled.db.execute(sql`select 1`).then(
        () => null,
        (err: Error) => err,
      );
      expect(String(failed?.cause ?? failed)).toMatch(/timeout/i);
      expect(Date.now() - started).toBeLessThan(9_000);
    } finally {
      silent.close();
      await stalled.close().catch(() => undefined);
    }
  }, 15_000);
});
