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

/** The shared count: `begin` marks a call that may write as under way and returns its end (safe to call twice). */
function createCount() {
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
  /** Runs a call that may write, counted while its promise is pending. */
  const counted = <T>(call: () => T): T => {
    const done = begin();
    try {
      const pending = call();
      (pending as Promise<unknown>).then(done, done);
      return pending;
    } catch (err) {
      done();
      throw err;
    }
  };
  return { state, begin, counted };
}

/** Wraps the PGlite client's entry points so every call that may write is counted while it runs and after. */
export function watchPgliteWrites(client: PgliteClient): LocalWrites {
  const { state, counted } = createCount();
  const watch = (name: keyof PgliteClient, mayWrite: (args: unknown[]) => boolean) => {
    const original = client[name].bind(client);
    client[name] = (...args: unknown[]) => (mayWrite(args) ? counted(() => original(...args)) : original(...args));
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
  const { state, begin, counted } = createCount();
  const query = pool.query.bind(pool);
  pool.query = (...args: unknown[]) =>
    typeof args.at(-1) === 'function' || isPlainSelect(args[0]) ? query(...args) : counted(() => query(...args));
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
