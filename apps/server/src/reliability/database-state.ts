// The whole database in a few numbers: every table's row count and a checksum of its rows, read in one statement,
// so a test can say that a request changed nothing at all.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';

export type TableStates = Map<string, string>;

/** A reader of "count:md5" for every table in the public schema (the statement is built once, on first use). */
export function tableStateReader(db: Db): () => Promise<TableStates> {
  let statement: string | null = null;
  return async () => {
    if (!statement) {
      const tables = await queryRows<{ name: string }>(
        db,
        sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      );
      statement = tables
        .map(
          ({ name }) =>
            `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '' order by t::text)), '') as state from "${name}" t`,
        )
        .join(' union all ');
    }
    const rows = await queryRows<{ name: string; state: string }>(db, sql.raw(statement));
    return new Map(rows.map((r) => [r.name, r.state]));
  };
}

/** The tables whose count or content differ between two readings. */
export function changedTables(before: TableStates, after: TableStates): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

/**
 * Follows the database from request to request: `changes()` names the tables that changed since its last call.
 * Any committed change writes to PostgreSQL's write-ahead log, so an unmoved WAL position answers "none" at once;
 * when it moved (a write, or another database on the same server), every table's checksum decides.
 */
export async function watchTables(db: Db): Promise<{ changes: () => Promise<string[]> }> {
  const readStates = tableStateReader(db);
  const readWal = async () =>
    (await queryRows<{ lsn: string }>(db, sql`select pg_current_wal_insert_lsn()::text as lsn`))[0]?.lsn ?? '';
  let wal = await readWal();
  let states = await readStates();
  return {
    changes: async () => {
      const now = await readWal();
      if (now === wal) return [];
      wal = now;
      const next = await readStates();
      const changed = changedTables(states, next);
      states = next;
      return changed;
    },
  };
}
