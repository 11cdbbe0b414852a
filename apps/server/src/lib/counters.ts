// Windowed counters for the rate limits and for limits that count only some requests (failed sign-ins): in Redis
// when configured, so every instance sees the same count, else in this process. Redis is a help, never a
// dependency: while it does not answer within COMMAND_TIMEOUT_MS, counts are kept in this process (each instance
// counts alone), the switch is logged once each way, and no request waits on Redis or fails for it (issue 20).
import type { Redis } from 'ioredis';
import { withPatientTimeout } from './with-timeout.js';

/** Where counts are kept: this process only, Redis, or this process while Redis does not answer. */
export type CounterStore = 'local' | 'shared' | 'fallback';

export type Counters = {
  /** The count in the key's current window (0 when none). */
  get(key: string): Promise<number>;
  /** Adds one; the window starts with the first hit and lasts windowMs. Returns the new count. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Like hit, with the time left in the window (the rate limiter's retry-after). */
  take(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Where counts are kept now. */
  store(): CounterStore;
  /** Asks Redis now (within the timeout) and returns where counts are kept: the readiness probe's answer. */
  check(): Promise<CounterStore>;
  /** Stops the retries while Redis is away and the local sweep (the connection itself belongs to the caller). */
  close(): void;
};

/** The longest a request waits on Redis before its count is kept in this process instead. */
export const COMMAND_TIMEOUT_MS = 250;
/**
 * The connection's own bound on a command (ioredis commandTimeout), a backstop well above COMMAND_TIMEOUT_MS: its
 * timer would fire before a reply already received is read, so it must not be the one that decides (see
 * withPatientTimeout); it only clears commands a paused Redis never answers.
 */
export const CONNECTION_COMMAND_TIMEOUT_MS = 5000;
/** Commands in a row that time out before counts move to this process (an error of the connection moves them at once). */
export const TIMEOUTS_BEFORE_FALLBACK = 3;
/** While Redis is away, how often it is asked again. */
const RETRY_MS = 1000;
const PREFIX = 'swim-counter:';

export type CounterLog = {
  warn: (detail: { err: unknown }, message: string) => void;
  info: (message: string) => void;
};

type Store = Pick<Counters, 'get' | 'hit' | 'reset' | 'take'>;

/** Counters on Redis when given (falling back to this process while it does not answer), else in this process. */
export function createCounters(redis: Redis | null, log?: CounterLog): Counters {
  const local = localCounters();
  const { get, hit, reset, take } = local;
  if (!redis) return { get, hit, reset, take, store: () => 'local', check: async () => 'local', close: local.close };
  const shared = redisCounters(redis);
  let away = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err: unknown) => {
    if (away) return;
    away = true;
    log?.warn({ err }, 'Redis does not answer: rate limits and counters count in each instance alone until it does');
    retry = setInterval(() => void check(), RETRY_MS);
    retry.unref();
  };
  const check = async (): Promise<CounterStore> => {
    try {
      await withPatientTimeout(redis.ping(), COMMAND_TIMEOUT_MS, 'Redis PING');
    } catch (err) {
      lost(err);
      return 'fallback';
    }
    timeoutsInARow = 0;
    if (away) {
      away = false;
      clearInterval(retry);
      log?.info('Redis answers again: rate limits and counters are shared by all instances again');
    }
    return 'shared';
  };
  // ioredis reports each failed reconnection: the first one of an outage switches to local counts, once.
  redis.on('error', lost);

  // One slow answer is not an outage: a request whose command times out counts in this process, and counts move
  // here for everyone only after TIMEOUTS_BEFORE_FALLBACK in a row (or at once on a connection error, above).
  let timeoutsInARow = 0;
  const either =
    <A extends unknown[], R>(pick: (store: Store) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (away) return pick(local)(...args);
      try {
        const answer = await withPatientTimeout(pick(shared)(...args), COMMAND_TIMEOUT_MS, 'Redis');
        timeoutsInARow = 0;
        return answer;
      } catch (err) {
        timeoutsInARow += 1;
        if (timeoutsInARow >= TIMEOUTS_BEFORE_FALLBACK) lost(err);
        return pick(local)(...args);
      }
    };
  return {
    get: either((s) => s.get),
    hit: either((s) => s.hit),
    reset: either((s) => s.reset),
    take: either((s) => s.take),
    store: () => (away ? 'fallback' : 'shared'),
    check,
    close: () => {
      clearInterval(retry);
      local.close();
    },
  };
}

function redisCounters(redis: Redis): Store {
  const take = async (key: string, windowMs: number) => {
    const results = await redis
      .multi()
      .incr(PREFIX + key)
      .pexpire(PREFIX + key, windowMs, 'NX')
      .pttl(PREFIX + key)
      .exec();
    if (!results || results.some(([err]) => err)) throw results?.find(([err]) => err)?.[0] ?? new Error('aborted');
    return { count: Number(results[0]?.[1]), ttlMs: Math.max(0, Number(results[2]?.[1])) };
  };
  return {
    get: async (key) => Number((await redis.get(PREFIX + key)) ?? 0),
    hit: async (key, windowMs) => (await take(key, windowMs)).count,
    reset: async (key) => void (await redis.del(PREFIX + key)),
    take,
  };
}

/**
 * The most windows kept in this process at once: 100,000 (a few MB). Past it the oldest window (the first inserted,
 * as a Map iterates in insertion order) is dropped, so a flood of source addresses (easy with IPv6) costs bounded
 * memory and O(1) per request; a dropped key starts its count again, which is the price of the bound.
 */
export const LOCAL_COUNTER_CAP = 100_000;
/** How often windows that have ended are swept out of this process's counters. */
export const LOCAL_SWEEP_MS = 5000;

export type LocalCounters = Store & {
  /** How many windows are held now. */
  size(): number;
  /** Stops the sweep. */
  close(): void;
};

/** Counters in this process: at most `cap` windows, ended ones swept out every `sweepMs` on an unref'd timer. */
export function localCounters(
  { cap, sweepMs }: { cap: number; sweepMs: number } = { cap: LOCAL_COUNTER_CAP, sweepMs: LOCAL_SWEEP_MS },
): LocalCounters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= Date.now()) windows.delete(key);
    return windows.get(key);
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }, sweepMs);
  sweep.unref();
  const take = async (key: string, windowMs: number) => {
    let entry = live(key);
    if (!entry) {
      // Make room by dropping the oldest window: O(1), the first key in insertion order.
      while (windows.size >= cap) {
        const oldest = windows.keys().next();
        if (oldest.done) break;
        windows.delete(oldest.value);
      }
      entry = { count: 0, resetAt: Date.now() + windowMs };
      windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.resetAt - Date.now() };
  };
  return {
    get: async (key) => live(key)?.count ?? 0,
    hit: async (key, windowMs) => (await take(key, windowMs)).count,
    reset: async (key) => void windows.delete(key),
    take,
    size: () => windows.size,
    close: () => clearInterval(sweep),
  };
}
