import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/database.js';
import { queryRows } from './client.js';

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
