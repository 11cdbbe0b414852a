// LISTEN on a PostgreSQL channel (the data-version stamps' notifications): a connection of its own that listens again
// after a cut, with the handlers told when listening starts and stops.
import pg from 'pg';
import type { Logger } from '../lib/logger.js';

export type ListenHandlers = {
  onListening: () => void;
  onMessage: (payload: string) => void;
  onLost: () => void;
};

export type Listener = {
  /** Drops the connection (its handlers hear onLost) and listens again on a new one: for a connection gone silent. */
  restart: () => void;
  close: () => Promise<void>;
};

/** Waits before listening again after a cut: doubling from a quarter second, at most ten seconds. */
const RELISTEN_DELAYS_MS = { first: 250, max: 10_000 };

/** A dedicated connection (not the pool's: LISTEN belongs to a session) that listens until closed. */
export function listenOn(
  { url, log }: { url: string; log?: Pick<Logger, 'warn'> },
  channel: string,
  handlers: ListenHandlers,
): Listener {
  let closed = false;
  let client: pg.Client | null = null;
  let delay = RELISTEN_DELAYS_MS.first;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const lost = (current: pg.Client, err?: Error) => {
    if (client !== current) return;
    client = null;
    handlers.onLost();
    current.end().catch(() => undefined);
    if (closed) return;
    if (err) {
      const code = (err as Error & { code?: string }).code;
      log?.warn({ err, code }, 'database notifications lost; reading stamps from the database until listening again');
    }
    timer = setTimeout(connect, delay);
    timer.unref();
    delay = Math.min(delay * 2, RELISTEN_DELAYS_MS.max);
  };

  const connect = () => {
    if (closed) return;
    // TCP keepalive from 10 s of silence; the heartbeat of data-versions.ts notices a dead connection sooner.
    const current = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = current;
    // Without listeners a cut connection would throw from the client and kill the process.
    current.on('error', (err) => lost(current, err));
    current.on('end', () => lost(current));
    current.on('notification', (message) => {
      if (client === current && message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    current
      .connect()
      .then(() => current.query(`LISTEN ${quoted}`))
      .then(() => {
        if (client !== current || closed) return;
        delay = RELISTEN_DELAYS_MS.first;
        handlers.onListening();
      })
      .catch((err: Error) => lost(current, err));
  };

  connect();
  return {
    restart: () => {
      const current = client;
      if (current) lost(current, new Error('no heartbeat heard on the listening connection'));
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        handlers.onLost();
        await current.end().catch(() => undefined);
      }
    },
  };
}
