// What this process writes, counted where the database driver is called: while a write is under way and after it, a
// stamp read before it cannot vouch for the data. On the embedded database this process is the only writer; on
// PostgreSQL other instances' writes are announced by notifications (data-versions.ts).
type PgliteClient = {
  query: (...args: unknown[]) => Promise<unknown>;
  exec: (...args: unknown[]) => Promise<unknown>;
  transaction: (...args: unknown[]) => Promise<unknown>;
};

export type LocalWrites = {
  /** Calls that may write, under way now. */
  readonly inFlight: number;
  /** Moves each time such a call ends (committed or not). */
  readonly epoch: number;
};

/** A single SELECT outside a transaction writes nothing; anything else (exec, transactions, DML) may. */
function isPlainSelect(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text) && !/\bfor\s+(update|share)\b/i.test(text);
}

/** Wraps the PGlite client's entry points so every call that may write is counted while it runs and after. */
export function watchPgliteWrites(client: PgliteClient): LocalWrites {
  const state = { inFlight: 0, epoch: 0 };
  const watch = (name: keyof PgliteClient, mayWrite: (args: unknown[]) => boolean) => {
    const original = client[name].bind(client);
    client[name] = (...args: unknown[]) => {
      if (!mayWrite(args)) return original(...args);
      state.inFlight += 1;
      const done = () => {
        state.inFlight -= 1;
        state.epoch += 1;
      };
      let pending: Promise<unknown>;
      try {
        pending = original(...args);
      } catch (err) {
        done();
        throw err;
      }
      pending.then(done, done);
      return pending;
    };
  };
  watch('query', (args) => !isPlainSelect(args[0]));
  watch('exec', () => true);
  watch('transaction', () => true);
  return state;
}

type PoolLike = {
  query: (...args: unknown[]) => unknown;
  connect: (...args: unknown[]) => unknown;
};
type ReleasableClient = { release: (...args: unknown[]) => unknown };

/**
 * Wraps a node-postgres pool: a pool query other than a plain SELECT, and a checked-out client (transactions, the
 * migrator) from checkout to release, count as writes.
 */
export function watchPoolWrites(pool: PoolLike): LocalWrites {
  const state = { inFlight: 0, epoch: 0 };
  const begin = () => {
    state.inFlight += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      state.inFlight -= 1;
      state.epoch += 1;
    };
  };
  const query = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function' || isPlainSelect(args[0])) return query(...args);
    const done = begin();
    try {
      const pending = query(...args) as Promise<unknown>;
      pending.then(done, done);
      return pending;
    } catch (err) {
      done();
      throw err;
    }
  };
  const connect = pool.connect.bind(pool);
  pool.connect = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return connect(...args);
    const done = begin();
    return (connect() as Promise<ReleasableClient>).then(
      (client) => {
        const release = client.release.bind(client);
        client.release = (...releaseArgs: unknown[]) => {
          done();
          client.release = release;
          return release(...releaseArgs);
        };
        return client;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
  };
  return state;
}
