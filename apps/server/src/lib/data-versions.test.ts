// When stamps may be answered from memory on PostgreSQL: only while the listening connection proves, by hearing this
// instance's heartbeat, that announcements arrive. A connection that went silent is dropped and every read asks.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import type { ListenHandlers } from '../db/listen.js';
import { createDataVersions } from './data-versions.js';

const dialect = new PgDialect();

/** A PostgreSQL whose listening connection delivers announcements, or (silent) accepts LISTEN and delivers nothing. */
function fakePostgres(options: { silent: boolean }) {
  const state = { handlers: null as ListenHandlers | null, restarts: 0, stampQueries: 0 };
  const db = {
    execute: async (query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      if (text.includes('pg_notify')) {
        const payload = String(params[1]);
        if (!options.silent) setImmediate(() => state.handlers?.onMessage(payload));
        return { rows: [] };
      }
      state.stampQueries += 1;
      return { rows: [{ topic: 'club', version: 7 }] };
    },
  };
  const database = {
    db,
    kind: 'postgres',
    writes: { inFlight: 0, epoch: 0 },
    listen: (_channel: string, handlers: ListenHandlers) => {
      state.handlers = handlers;
      setImmediate(() => handlers.onListening());
      return {
        restart: () => {
          state.restarts += 1;
          handlers.onLost();
        },
        close: async () => undefined,
      };
    },
  } as unknown as Database;
  return { database, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('stamps on PostgreSQL', () => {
  it('answers from memory once the heartbeat is heard, and asks again after an announcement', async () => {
    const { database, state } = fakePostgres({ silent: false });
    const versions = createDataVersions(database);
    await vi.waitFor(async () => {
      const before = state.stampQueries;
      await versions.read();
      await versions.read();
      expect(state.stampQueries - before).toBeLessThanOrEqual(1);
    });
    const settled = state.stampQueries;
    for (let i = 0; i < 5; i++) expect((await versions.read()).get('club')).toBe(7);
    expect(state.stampQueries).toBe(settled);

    state.handlers?.onMessage('club');
    await versions.read();
    expect(state.stampQueries).toBe(settled + 1);
    await versions.close();
  });

  it('asks on every read while the listening connection hears nothing, and drops that connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const { database, state } = fakePostgres({ silent: true });
    const versions = createDataVersions(database);
    await new Promise((resolve) => setImmediate(resolve));
    const before = state.stampQueries;
    for (let i = 0; i < 3; i++) await versions.read();
    expect(state.stampQueries - before).toBe(3);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(state.restarts).toBe(1);
    await versions.close();
  });
});
