// Issues taken one at a time per instance. The number counter's row lock already serialises every issue across
// instances (ADR 0035), but a transaction waiting on that lock holds one of the pool's connections: fifty requests at
// once would take them all and time the rest of the app out. Queued here, waiting costs memory, not a connection.
// Correctness never depends on this queue: instances (each with its own database handle) still meet at the row lock.
import type { Db } from '../../db/client.js';

const tails = new WeakMap<Db, Promise<unknown>>();

/** Runs `issue` once every issue this instance (its database handle) started before it has ended, however it ended. */
export function inIssueQueue<T>(db: Db, issue: () => Promise<T>): Promise<T> {
  const run = (tails.get(db) ?? Promise.resolve()).then(issue, issue);
  tails.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}
