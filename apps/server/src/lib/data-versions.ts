// The current stamp of every public-data topic and of each family's data, kept in memory while nothing can have moved
// them, and read with one tiny query (shared by concurrent readers) when something may have.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.js';
import type { Listener } from '../db/listen.js';

/** Topics of public data; each is stamped by database triggers on its tables (migration 0006). */
export type Topic = 'club' | 'news' | 'media' | 'products' | 'people' | 'settings';

export type Versions = ReadonlyMap<string, number>;

export type DataVersions = {
  /**
   * The stamps as of now: a write committed before this call (by this process, or announced by the database for any
   * other) is always seen. When a query is needed, calls made while one runs share the next one.
   */
  read: () => Promise<Versions>;
  /**
   * The stamps, without waiting, when what is held is known to be current (nothing written since, by this process or
   * any other); else null, and read() asks. Most reads are answered here: a promise per read costs as much as the rest.
   */
  current: () => Versions | null;
  /** The stamp of one parent's family data (children, enrollments, payments, subscriptions; migration 0009), 0 when never written. */
  family: (parentId: string) => Promise<number>;
  /** A family's stamp, without waiting, when the one held is known to be current; else undefined, and family() asks. */
  familyNow: (parentId: string) => number | undefined;
  /** Stops listening (PostgreSQL). */
  close: () => Promise<void>;
};

/** The channel the stamping triggers announce on (migration 0011): a topic, or 'family:<parent id>'. */
export const VERSIONS_CHANNEL = 'swim_data_versions';

/** Families whose stamps are remembered; beyond this the least recently read are queried again. */
const MAX_KNOWN_FAMILIES = 5000;

/**
 * The listening connection is trusted only while it hears this instance's own heartbeat: a notification sent through
 * the pool every few seconds must come back within the limit, else the connection is dropped and listened again.
 * That catches a connection the network dropped without a word (no FIN: firewalls, load balancers, failovers) and a
 * pooler in transaction mode, where LISTEN "works" and nothing ever arrives.
 */
const HEARTBEAT_EVERY_MS = 5_000;
const HEARTBEAT_WITHIN_MS = 3_000;

/**
 * What a stamp read at some moment can vouch for later. Writes of this process are counted by the driver
 * (database.writes). Writes of other processes: on PGlite there are none (one process holds the data directory); on
 * PostgreSQL the triggers announce every moved stamp at commit (LISTEN/NOTIFY), so a stamp read while listening stays
 * current until an announcement for it arrives. While not listening (connecting, the connection was cut, or its
 * heartbeat went unheard) nothing is vouched for and every read asks the database.
 */
type Feed = {
  /** Whether every other writer's commits are heard. */
  complete: boolean;
  /** Moves on each announcement of a topic, and whenever listening starts or stops. */
  topics: number;
  /** Moves whenever listening starts or stops (then every family is asked again). */
  families: number;
  /** Announcements per family since listening started. */
  familyMoves: Map<string, number>;
};

/** Reads stamps from the data_versions and family_versions tables, as rarely as the feed allows. */
export function createDataVersions(database: Database): DataVersions {
  const { db, writes } = database;
  const feed: Feed = { complete: database.kind === 'pglite', topics: 0, families: 0, familyMoves: new Map() };
  let listener: Listener | null = null;
  const timers: { heartbeat?: NodeJS.Timeout; deadline?: NodeJS.Timeout } = {};
  let closed = false;
  // Started by the first read, so an app that failed to build (or never serves) holds no connection.
  const startListening = () => {
    if (listener || closed || !database.listen) return;
    const reset = (complete: boolean) => {
      feed.complete = complete;
      feed.topics += 1;
      feed.families += 1;
      feed.familyMoves.clear();
    };
    const heartbeat = { instance: randomUUID(), seq: 0, connected: false, awaiting: null as string | null };
    const ping = () => {
      if (!heartbeat.connected || heartbeat.awaiting) return;
      heartbeat.seq += 1;
      const payload = `ping:${heartbeat.instance}:${heartbeat.seq}`;
      heartbeat.awaiting = payload;
      timers.deadline = setTimeout(() => listener?.restart(), HEARTBEAT_WITHIN_MS);
      timers.deadline.unref();
      // A failed send (database unreachable) is caught by the deadline like a lost notification.
      queryRows(db, sql`select pg_notify(${VERSIONS_CHANNEL}, ${payload})`).catch(() => undefined);
    };
    const heard = (payload: string) => {
      if (payload !== heartbeat.awaiting) return;
      clearTimeout(timers.deadline);
      heartbeat.awaiting = null;
      // The first heartbeat after LISTEN proves that announcements arrive: only now are stamps trusted.
      if (!feed.complete) reset(true);
    };
    listener = database.listen(VERSIONS_CHANNEL, {
      onListening: () => {
        heartbeat.connected = true;
        heartbeat.awaiting = null;
        ping();
      },
      onLost: () => {
        heartbeat.connected = false;
        heartbeat.awaiting = null;
        clearTimeout(timers.deadline);
        reset(false);
      },
      onMessage: (payload) => {
        if (payload.startsWith('ping:')) {
          heard(payload);
        } else if (payload.startsWith('family:')) {
          const parentId = payload.slice('family:'.length);
          feed.familyMoves.set(parentId, (feed.familyMoves.get(parentId) ?? 0) + 1);
          // Bounded: past the limit every family is asked again, which is always correct.
          if (feed.familyMoves.size > MAX_KNOWN_FAMILIES * 4) {
            feed.families += 1;
            feed.familyMoves.clear();
          }
        } else {
          feed.topics += 1;
        }
      },
    });
    timers.heartbeat = setInterval(ping, HEARTBEAT_EVERY_MS);
    timers.heartbeat.unref();
  };

  /** A mark of the moment a query starts; it may vouch later only if it was taken while nothing was being written. */
  const markNow = () => ({
    trusted: feed.complete && writes.inFlight === 0,
    epoch: writes.epoch,
    topics: feed.topics,
    families: feed.families,
  });
  type Mark = ReturnType<typeof markNow>;
  const stillHolds = (mark: Mark) =>
    mark.trusted && feed.complete && writes.inFlight === 0 && writes.epoch === mark.epoch;

  let known: { versions: Versions; mark: Mark } | null = null;
  let running: Promise<Versions> | null = null;
  let queued: Promise<Versions> | null = null;

  const start = (): Promise<Versions> => {
    const mark = markNow();
    const query = queryRows<{ topic: string; version: string | number }>(
      db,
      sql`select topic, version from data_versions`,
    ).then((rows) => {
      const versions: Versions = new Map(rows.map((r) => [r.topic, Number(r.version)]));
      known = { versions, mark };
      return versions;
    });
    running = query;
    const clear = () => {
      if (running === query) running = null;
    };
    query.then(clear, clear);
    return query;
  };

  const current = (): Versions | null => {
    startListening();
    return known && stillHolds(known.mark) && known.mark.topics === feed.topics ? known.versions : null;
  };

  const families = new Map<string, { version: number; mark: Mark; moves: number }>();
  const familyNow = (parentId: string): number | undefined => {
    startListening();
    const remembered = families.get(parentId);
    return remembered &&
      stillHolds(remembered.mark) &&
      remembered.mark.families === feed.families &&
      remembered.moves === (feed.familyMoves.get(parentId) ?? 0)
      ? remembered.version
      : undefined;
  };
  const family = async (parentId: string): Promise<number> => {
    const remembered = familyNow(parentId);
    if (remembered !== undefined) return remembered;
    const mark = markNow();
    const moves = feed.familyMoves.get(parentId) ?? 0;
    const rows = await queryRows<{ version: string | number }>(
      db,
      sql`select version from family_versions where parent_id = ${parentId}`,
    );
    const version = Number(rows[0]?.version ?? 0);
    if (mark.trusted) {
      families.delete(parentId);
      families.set(parentId, { version, mark, moves });
      if (families.size > MAX_KNOWN_FAMILIES) families.delete(families.keys().next().value ?? '');
    }
    return version;
  };

  return {
    current,
    family,
    familyNow,
    read: () => {
      const versions = current();
      if (versions) return Promise.resolve(versions);
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
    close: async () => {
      closed = true;
      clearInterval(timers.heartbeat);
      clearTimeout(timers.deadline);
      await listener?.close();
    },
  };
}
