// The current stamp of every public-data topic, read with one tiny query that concurrent readers share.
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.js';
import { type LocalWrites, watchPgliteWrites } from './local-writes.js';

/** Topics of public data; each is stamped by database triggers on its tables (migration 0006). */
export type Topic = 'club' | 'news' | 'media' | 'products' | 'people' | 'settings';

export type Versions = ReadonlyMap<string, number>;

export type DataVersions = {
  /**
   * The stamps as of a query that started after this call, so a write committed (by any instance) before the call
   * is always seen. Calls made while a query runs share the next one: one query serves a whole burst of requests.
   */
  read: () => Promise<Versions>;
  /**
   * The stamp of one parent's family data (children, enrollments, payments, subscriptions; migration 0009), 0 when
   * never written. On PGlite it is queried only after this process wrote something.
   */
  family: (parentId: string) => Promise<number>;
};

/** Families whose stamps are remembered on PGlite; beyond this the least recently read are queried again. */
const MAX_KNOWN_FAMILIES = 5000;

/**
 * Reads stamps from the data_versions table. On PGlite (one process, the only writer) the stamps read last stay
 * current until this process writes, so reads in between need no query at all; a PostgreSQL server has other writers.
 */
export function createDataVersions(database: Database): DataVersions {
  const { db } = database;
  const local: LocalWrites | null =
    database.kind === 'pglite'
      ? watchPgliteWrites((db as unknown as { $client: Parameters<typeof watchPgliteWrites>[0] }).$client)
      : null;
  let known: { versions: Versions; epoch: number | null } | null = null;
  let running: Promise<Versions> | null = null;
  let queued: Promise<Versions> | null = null;

  const start = (): Promise<Versions> => {
    // Only a query issued while nothing is being written may vouch for the epoch it started in.
    const epoch = local && local.inFlight === 0 ? local.epoch : null;
    const query = queryRows<{ topic: string; version: string | number }>(
      db,
      sql`select topic, version from data_versions`,
    ).then((rows) => {
      const versions: Versions = new Map(rows.map((r) => [r.topic, Number(r.version)]));
      known = { versions, epoch };
      return versions;
    });
    running = query;
    const clear = () => {
      if (running === query) running = null;
    };
    query.then(clear, clear);
    return query;
  };

  const families = new Map<string, { version: number; epoch: number }>();
  const family = async (parentId: string): Promise<number> => {
    const epoch = local && local.inFlight === 0 ? local.epoch : null;
    const remembered = families.get(parentId);
    if (remembered && remembered.epoch === epoch) return remembered.version;
    const rows = await queryRows<{ version: string | number }>(
      db,
      sql`select version from family_versions where parent_id = ${parentId}`,
    );
    const version = Number(rows[0]?.version ?? 0);
    if (epoch !== null) {
      families.delete(parentId);
      families.set(parentId, { version, epoch });
      if (families.size > MAX_KNOWN_FAMILIES) families.delete(families.keys().next().value ?? '');
    }
    return version;
  };

  return {
    family,
    read: () => {
      if (local && known && local.inFlight === 0 && known.epoch === local.epoch) return Promise.resolve(known.versions);
      if (!running) return start();
      // The running query may have started before this call (and before a write this caller already saw commit).
      if (!queued) {
        const after = running.then(
          () => undefined,
          () => undefined,
        );
        queued = after.then(() => {
          queued = null;
          return start();
        });
      }
      return queued;
    },
  };
}
