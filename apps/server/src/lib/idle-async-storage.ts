// AsyncLocalStorage switched off between uses. On Node 20 (and 22 without --experimental-async-context-frame) the
// first run() of any AsyncLocalStorage installs a promise hook for the whole process, and it stays until every
// storage is disabled: from then on every promise any request creates pays for propagating the store. After one
// sign-in (the auth library keeps its request state in three storages) a cached public read cost a third more CPU
// (issue 13). Here a group of storages is disabled whenever none of their runs is under way; the next run() turns
// them on again, as AsyncLocalStorage does by itself.
import type { AsyncLocalStorage } from 'node:async_hooks';

const quieted = new WeakSet<AsyncLocalStorage<unknown>>();

/**
 * Counts the runs under way across the storages (nested or concurrent, sync or async) and disables all of them when
 * the count returns to zero. Correct only for storages read inside their runs alone (nothing started in a run may
 * outlive it and read the store afterwards). Storages whose implementation needs no hook (AsyncContextFrame, Node
 * 24 and later) are left alone.
 */
export function disableWhenIdle(storages: ReadonlyArray<AsyncLocalStorage<unknown>>): void {
  const fresh = storages.filter((s) => !quieted.has(s) && hookBased(s));
  if (fresh.length === 0) return;
  let running = 0;
  const settle = () => {
    running -= 1;
    if (running === 0) for (const storage of fresh) storage.disable();
  };
  for (const storage of fresh) {
    quieted.add(storage);
    const run = storage.run.bind(storage);
    storage.run = ((store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
      running += 1;
      let result: unknown;
      try {
        result = run(store, callback, ...args);
      } catch (err) {
        settle();
        throw err;
      }
      if (isThenable(result)) result.then(settle, settle);
      else settle();
      return result;
    }) as typeof storage.run;
  }
}

/** The async_hooks implementation keeps an `enabled` flag (and needs the process-wide hook); the frame-based one does not. */
function hookBased(storage: AsyncLocalStorage<unknown>): boolean {
  return typeof (storage as unknown as { enabled?: unknown }).enabled === 'boolean';
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
