// Stamps the public 'club' data as changed, as the tables' triggers do for classes (migrations 0006/0011): the public
// closures list and the schedule's weeks (GET /api/schedule/week) are cached under it and must show a closure or a
// session's change at once, on every instance (announced at commit).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/** Marks the club's public data changed by this transaction (once per transaction). */
export async function stampClubData(tx: Tx): Promise<void> {
  await tx.execute(sql`with moved as (
      insert into data_versions (topic, version, tx) values ('club', nextval('data_version_stamp'), txid_current())
      on conflict (topic) do update set version = excluded.version, tx = excluded.tx
      where data_versions.tx <> excluded.tx
      returning topic)
    select pg_notify(${'swim_data_versions'}, topic) from moved`);
}
