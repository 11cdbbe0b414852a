// The counts kept in this process (no Redis, or Redis away) stay bounded: a flood of keys never holds more than the
// cap, each new key costs O(1) (the oldest window is dropped, not the whole map walked), and ended windows are swept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_COUNTER_CAP, LOCAL_SWEEP_MS, type LocalCounters, createCounters, localCounters } from './counters.js';

let counters: LocalCounters | undefined;
afterEach(() => {
  counters?.close();
  counters = undefined;
  vi.useRealTimers();
});

describe('counts kept in this process', () => {
  it('never hold more than the cap, dropping the oldest windows first', async () => {
    const local = localCounters();
    counters = local;
    let largest = 0;
    // One minute's flood from many addresses: half as many again as the cap, all windows still live.
    for (let i = 0; i < LOCAL_COUNTER_CAP * 1.5; i++) {
      await local.take(`ip:2001:db8::${i.toString(16)}`, 60_000);
      largest = Math.max(largest, local.size());
    }
    expect(largest).toBe(LOCAL_COUNTER_CAP);
    expect(local.size()).toBe(LOCAL_COUNTER_CAP);
    // The oldest went, the newest are still counted.
    expect(await local.get('ip:2001:db8::0')).toBe(0);
    const newest = `ip:2001:db8::${(LOCAL_COUNTER_CAP * 1.5 - 1).toString(16)}`;
    expect(await local.get(newest)).toBe(1);
    expect((await local.take(newest, 60_000)).count).toBe(2);
    expect(local.size()).toBe(LOCAL_COUNTER_CAP);
  });

  it('makes room for a new key by dropping one window, not by walking the map', async () => {
    const local = localCounters({ cap: 3, sweepMs: LOCAL_SWEEP_MS });
    counters = local;
    for (const key of ['a', 'b', 'c']) await local.take(key, 60_000);
    await local.take('b', 60_000);
    await local.take('d', 60_000);
    expect([await local.get('a'), await local.get('b'), await local.get('c'), await local.get('d')]).toEqual([
      0, 2, 1, 1,
    ]);
    expect(local.size()).toBe(3);
  });

  it('sweeps ended windows out on a timer, without any request for them', async () => {
    vi.useFakeTimers();
    const local = localCounters();
    counters = local;
    for (let i = 0; i < 1000; i++) await local.take(`short:${i}`, 1000);
    await local.take('long', 60_000);
    expect(local.size()).toBe(1001);
    await vi.advanceTimersByTimeAsync(LOCAL_SWEEP_MS);
    expect(local.size()).toBe(1);
    expect(await local.get('long')).toBe(1);
  });

  it('stops sweeping when closed, also without Redis', async () => {
    vi.useFakeTimers();
    const before = vi.getTimerCount();
    const all = createCounters(null);
    expect(vi.getTimerCount()).toBe(before + 1);
    all.close();
    expect(vi.getTimerCount()).toBe(before);
  });
});
