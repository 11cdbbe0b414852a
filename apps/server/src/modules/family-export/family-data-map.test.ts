// Nobody forgets a table: every table of the database either belongs to a family in the export's map or is listed as
// holding no family data, with its reason.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/app.js';
import { FAMILY_TABLES, NO_FAMILY_DATA } from './family-data-map.js';

const t = useTestApp();

describe('the family export map', () => {
  it('names every table of the database, either as family data or with the reason it holds none', async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const inDatabase = rows.map((r) => r.table_name).sort();
    expect(inDatabase.length).toBeGreaterThan(40);
    const forgotten = inDatabase.filter((name) => !(name in FAMILY_TABLES) && !(name in NO_FAMILY_DATA));
    expect(forgotten, 'tables neither exported nor listed as holding no family data').toEqual([]);
    const both = Object.keys(NO_FAMILY_DATA).filter((name) => name in FAMILY_TABLES);
    expect(both).toEqual([]);
    const gone = [...Object.keys(FAMILY_TABLES), ...Object.keys(NO_FAMILY_DATA)].filter((n) => !inDatabase.includes(n));
    expect(gone, 'map entries for tables the database does not have').toEqual([]);
    for (const reason of Object.values(NO_FAMILY_DATA)) expect(reason.length).toBeGreaterThan(10);
  });
});
