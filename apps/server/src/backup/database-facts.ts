// What a backup records about a database and a restore checks again: rows per table, applied migrations, version.
// Works on any connection that runs a query and returns rows (PGlite, a pg client inside a snapshot).

export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table outside the system schemas, as "schema.table", in a stable order. */
export async function listTables(run: RunQuery): Promise<{ schema: string; table: string }[]> {
  const rows = await run(
    `select table_schema as schema, table_name as "table" from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       and table_schema not like 'pg\\_%'
     order by table_schema, table_name`,
  );
  return rows.map((r) => ({ schema: String(r.schema), table: String(r.table) }));
}

/** Rows in every table, keyed "schema.table". */
export async function countRows(run: RunQuery): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { schema, table } of await listTables(run)) {
    const [row] = await run(`select count(*)::int as n from ${quote(schema)}.${quote(table)}`);
    counts[`${schema}.${table}`] = Number(row?.n ?? 0);
  }
  return counts;
}

/** How many migrations drizzle has applied and the newest one's journal time stamp (none: 0 and null). */
export async function readMigrations(run: RunQuery): Promise<{ applied: number; latest: number | null }> {
  const [found] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!found?.present) return { applied: 0, latest: null };
  const [row] = await run(
    'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  return { applied: Number(row?.applied ?? 0), latest: row?.latest == null ? null : Number(row.latest) };
}

export async function readServerVersion(run: RunQuery): Promise<string> {
  const [row] = await run('show server_version');
  return String(row?.server_version ?? 'unknown');
}

/**
 * The tables whose row counts differ from what the manifest recorded: missing tables, and extra ones in the schemas it
 * covers (schemas set aside by a forced restore are not the restored database).
 */
export function compareCounts(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const schemaOf = (name: string) => name.slice(0, name.indexOf('.'));
  const schemas = new Set(Object.keys(expected).map(schemaOf));
  const extra = Object.keys(actual).filter((name) => schemas.has(schemaOf(name)));
  const names = new Set([...Object.keys(expected), ...extra]);
  return [...names]
    .filter((name) => expected[name] !== actual[name])
    .sort()
    .map((name) => `${name}: expected ${expected[name] ?? 'no table'}, found ${actual[name] ?? 'no table'}`);
}
