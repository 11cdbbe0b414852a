// Windowed counters for limits that count only some requests (failed sign-ins): in Redis when configured, so every
// instance sees the same count, else in this process.
import type { Redis } from 'ioredis';

export type Counters = {
  /** The count in the key's current window (0 when none). */
  get(key: string): Promise<number>;
  /** Adds one; the window starts with the first hit and lasts windowMs. Returns the new count. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
};

const PREFIX = 'swim-counter:';

export function createCounters(redis: Redis | null): Counters {
  if (redis) {
    return {
      get: async (key) => Number((await redis.get(PREFIX + key)) ?? 0),
      hit: async (key, windowMs) => {
        const results = await redis
          .multi()
          .incr(PREFIX + key)
          .pexpire(PREFIX + key, windowMs, 'NX')
          .exec();
        return Number(results?.[0]?.[1] ?? 0);
      },
      reset: async (key) => void (await redis.del(PREFIX + key)),
    };
  }
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    get: async (key) => live(key)?.count ?? 0,
    hit: async (key, windowMs) => {
      if (windows.size > 100_000) for (const k of windows.keys()) live(k);
      const entry = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    reset: async (key) => void windows.delete(key),
  };
}
