// Reads everything FAMILY_TABLES says belongs to a family, in one read-only snapshot with times written in UTC.
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { FAMILY_TABLES, type FamilyScope, type FamilyTable, type TableBelonging } from './family-data-map.js';

export type ExportRow = Record<string, unknown>;

/** The content of data.json. */
export type FamilyData = {
  format: 'swim-club-family-export/1';
  exportedAt: string;
  account: { id: string; email: string; name: string; language: 'bg' | 'en' | 'ru' };
  conventions: { dates: string; money: string };
  tables: Record<FamilyTable, ExportRow[]>;
};

function rowsQuery(table: string, belonging: TableBelonging, scope: FamilyScope) {
  const omit = belonging.omit?.length
    ? sql` - ${sql.raw(`array[${belonging.omit.map((c) => `'${c}'`).join(', ')}]::text[]`)}`
    : sql``;
  const shape = belonging.shape ?? sql`(to_jsonb(t)${omit})`;
  return sql`select coalesce(jsonb_agg(${shape}), '[]'::jsonb) as rows from ${sql.identifier(table)} t
    where ${belonging.where(scope)}`;
}

/** Everything the club holds about the account and its children, from the map; null for an unknown account. */
export async function collectFamilyData(db: Db, userId: string, now: Date): Promise<FamilyData | null> {
  return db.transaction(
    async (tx) => {
      // The export's times are UTC whatever the server's zone (to_jsonb writes them in the session's).
      await tx.execute(sql`set local time zone 'UTC'`);
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      const scope: FamilyScope = {
        userId,
        verifiedEmail: user.emailVerified ? user.email.trim().toLowerCase() : null,
      };
      const tables = {} as Record<FamilyTable, ExportRow[]>;
      for (const [table, belonging] of Object.entries(FAMILY_TABLES) as [FamilyTable, TableBelonging][]) {
        const [result] = await queryRows<{ rows: ExportRow[] }>(tx, rowsQuery(table, belonging, scope));
        tables[table] = result?.rows ?? [];
      }
      return {
        format: 'swim-club-family-export/1',
        exportedAt: now.toISOString(),
        account: { id: user.id, email: user.email, name: user.name, language: user.preferredLanguage },
        conventions: {
          dates: 'ISO 8601: days as YYYY-MM-DD, instants in UTC',
          money: 'integer minor units (cents) with the ISO currency beside them (amount, currency)',
        },
        tables,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
