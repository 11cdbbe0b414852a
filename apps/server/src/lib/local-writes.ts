// On the embedded database this process is the only writer, so it can tell by itself whether anything was written.
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
