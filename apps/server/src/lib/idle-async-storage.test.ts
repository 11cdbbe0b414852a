// Storages switched off between their runs must still carry each run's store through every await, whatever other
// runs start and end around it, and must be off once none is under way (else every promise of the process pays).
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { disableWhenIdle } from './idle-async-storage.js';

/** Node 20's storage keeps this flag; the frame-based one (Node 24) needs no switching and has none. */
const enabled = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled?: boolean }).enabled;
const hookBased = typeof enabled(new AsyncLocalStorage()) === 'boolean';

describe('storages disabled when idle', () => {
  it('keeps each run its own store across awaits while other runs start and end', async () => {
    const requests = new AsyncLocalStorage<string>();
    const adapter = new AsyncLocalStorage<string>();
    disableWhenIdle([requests, adapter] as AsyncLocalStorage<unknown>[]);

    const call = (name: string, delays: number[]) =>
      requests.run(name, async () => {
        const seen: Array<string | undefined> = [];
        for (const ms of delays) {
          await sleep(ms);
          seen.push(requests.getStore());
          // A nested run of another storage, as the library's transactions do.
          const inner = async () => {
            await sleep(ms / 2);
            return adapter.getStore();
          };
          seen.push(await adapter.run(`${name}-tx`, inner));
        }
        return seen;
      });

    // Overlapping calls of different lengths: the shorter ones end (the count falls) while the others still wait.
    const results = await Promise.all([call('a', [1, 8, 2]), call('b', [5]), call('c', [2, 2, 12]), call('d', [0])]);
    expect(results[0]).toEqual(['a', 'a-tx', 'a', 'a-tx', 'a', 'a-tx']);
    expect(results[1]).toEqual(['b', 'b-tx']);
    expect(results[2]).toEqual(['c', 'c-tx', 'c', 'c-tx', 'c', 'c-tx']);
    expect(results[3]).toEqual(['d', 'd-tx']);
    expect(requests.getStore()).toBeUndefined();
    if (hookBased) {
      expect(enabled(requests)).toBe(false);
      expect(enabled(adapter)).toBe(false);
    }

    // Used again after being switched off: the store is there again, across awaits.
    expect(await call('e', [1, 1])).toEqual(['e', 'e-tx', 'e', 'e-tx']);
    if (hookBased) expect(enabled(requests)).toBe(false);
  });

  it('counts a run whose callback throws or returns at once', async () => {
    const storage = new AsyncLocalStorage<number>();
    disableWhenIdle([storage] as AsyncLocalStorage<unknown>[]);
    expect(() =>
      storage.run(1, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(storage.run(2, () => storage.getStore())).toBe(2);
    await expect(storage.run(3, async () => Promise.reject(new Error('later')))).rejects.toThrow('later');
    await sleep(0);
    if (hookBased) expect(enabled(storage)).toBe(false);
    const later = async () => {
      await sleep(1);
      return storage.getStore();
    };
    expect(await storage.run(4, later)).toBe(4);
  });
});
