// Public read models kept in memory, serialized once per version: JSON bytes, their ETag and compressed copies.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { DataVersions, Topic, Versions } from './data-versions.js';

export type CacheEntry<T = unknown> = {
  value: T;
  body: Buffer;
  /** Weak: the same JSON whatever the transfer encoding. */
  etag: string;
  /** The data's version: a topic's stamp, or a family's and the club's together. Only ever compared for equality. */
  stamp: number | string;
  /** Data that turns stale with time alone (a class starting, an article's publication time) expires here (ms). */
  expiresAt: number;
  gzip?: Buffer;
  br?: Buffer;
};

export type Loaded<T> = { value: T; validUntil?: number };

/** An entry at once when it is held and known to be current, else the promise of one (read or loaded). */
export type MaybePromise<T> = T | Promise<T>;

export type ReadCache = {
  /**
   * The entry for topic+key as of now: reloaded when the topic's stamp moved or the entry expired. Returned without a
   * promise when the entry held is current (the common case), so a cached read costs no microtask.
   */
  get: <T>(topic: Topic, key: string, load: () => Promise<Loaded<T>>) => MaybePromise<CacheEntry<T>>;
  /**
   * One parent's entry for key (their dashboard): reloaded when their family's data or the club's moved, or it expired.
   * Kept apart from public data, so a crowd of parents never pushes the public pages out.
   */
  getFamily: <T>(parentId: string, key: string, load: () => Promise<Loaded<T>>) => MaybePromise<CacheEntry<T>>;
};

/** Below this size compression does not pay for itself. */
const COMPRESS_MIN_BYTES = 1024;

/** Entries per cache; keys come from validated queries, but ids are unbounded, so the oldest go first. */
const MAX_ENTRIES = 500;

/** Parents' dashboards kept at once (a few KB each). */
const MAX_FAMILY_ENTRIES = 2000;

export function createReadCache(versions: DataVersions, maxEntries = MAX_ENTRIES): ReadCache {
  const publicData = createStore(maxEntries);
  const families = createStore(MAX_FAMILY_ENTRIES);
  // Both stamps, not the larger: stamps are drawn before commit, so a later commit may carry the smaller one.
  // A family's pages read the club's classes and its settings (the pricing prices what is due, ADR 0033).
  const familyStamp = (club: Versions, family: number) =>
    `${club.get('club') ?? 0}.${club.get('settings') ?? 0}:${family}`;
  return {
    get: (topic, key, load) => {
      const id = `${topic}\u0000${key}`;
      const now = versions.current();
      if (now) return publicData.get(id, now.get(topic) ?? 0, load);
      return versions.read().then((read) => publicData.get(id, read.get(topic) ?? 0, load));
    },
    getFamily: (parentId, key, load) => {
      const id = `${parentId}\u0000${key}`;
      const club = versions.current();
      const family = versions.familyNow(parentId);
      if (club && family !== undefined) return families.get(id, familyStamp(club, family), load);
      return Promise.all([versions.read(), versions.family(parentId)]).then(([c, f]) =>
        families.get(id, familyStamp(c, f), load),
      );
    },
  };
}

/** Entries by id, each valid for one stamp; the least recently stored go first. */
function createStore(maxEntries: number) {
  const entries = new Map<string, CacheEntry>();
  const loading = new Map<string, Promise<CacheEntry>>();

  const store = (id: string, entry: CacheEntry) => {
    entries.delete(id);
    entries.set(id, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };

  return {
    get: <T>(id: string, stamp: number | string, load: () => Promise<Loaded<T>>): MaybePromise<CacheEntry<T>> => {
      const cached = entries.get(id);
      if (cached && cached.stamp === stamp && cached.expiresAt > Date.now()) return cached as CacheEntry<T>;
      // One load per key and stamp, however many requests wait for it. The stamp was read before the load, so a write
      // committing meanwhile makes the next request reload: the cache may reload too often, never serve too old.
      const loadId = `${id}\u0000${stamp}`;
      let pending = loading.get(loadId);
      if (!pending) {
        pending = load()
          .then(({ value, validUntil }) => {
            const entry = toEntry(value, stamp, validUntil ?? Number.POSITIVE_INFINITY);
            // The latest load wins: an entry is only ever served while its stamp equals the current one.
            store(id, entry);
            return entry;
          })
          .finally(() => loading.delete(loadId));
        loading.set(loadId, pending);
      }
      return pending as Promise<CacheEntry<T>>;
    },
  };
}

function toEntry<T>(value: T, stamp: number | string, expiresAt: number): CacheEntry<T> {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64url');
  return { value, body, etag: `W/"${hash}"`, stamp, expiresAt };
}

/** The body in the best encoding the client accepts (compressed once per entry, on first demand). */
export function encodedBody(
  entry: CacheEntry,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: string } {
  if (!acceptEncoding || entry.body.length < COMPRESS_MIN_BYTES) return { body: entry.body };
  if (accepts(acceptEncoding, 'br')) {
    entry.br ??= brotliCompressSync(entry.body, {
      // The best brotli can do: compressed once per version, sent thousands of times.
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return { body: entry.br, encoding: 'br' };
  }
  if (accepts(acceptEncoding, 'gzip')) {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.body };
}

/** Browsers send a handful of distinct Accept-Encoding headers; each is parsed once (bounded: callers choose them). */
const acceptedCodings = new Map<string, { br: boolean; gzip: boolean }>();
const MAX_KNOWN_HEADERS = 64;

/** Whether an Accept-Encoding header lists the coding without refusing it (q=0). */
function accepts(header: string, coding: 'br' | 'gzip'): boolean {
  let known = acceptedCodings.get(header);
  if (!known) {
    known = { br: parseAccepts(header, 'br'), gzip: parseAccepts(header, 'gzip') };
    if (acceptedCodings.size >= MAX_KNOWN_HEADERS) acceptedCodings.clear();
    acceptedCodings.set(header, known);
  }
  return known[coding];
}

function parseAccepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    return !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}
