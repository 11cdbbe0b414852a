// Reads that must reflect a write made through another database handle (another instance, raw SQL on another pool).
import { expect, vi } from 'vitest';
import type { Database } from '../db/client.js';

/**
 * Asserts what `read` returns after a write through another handle. On PGlite there is one process, so the very next
 * read must show it. On PostgreSQL an instance hears of another's commit by the database's announcement of it
 * (LISTEN/NOTIFY, ADR 0016), a moment after the commit: the read must show it within that moment (well under the
 * limit here), and from then on never show older data (callers assert that with their next reads).
 */
export async function expectAnnounced<T>(database: Database, read: () => Promise<T>, expected: T): Promise<void> {
  if (database.kind === 'pglite') {
    expect(await read()).toEqual(expected);
    return;
  }
  await vi.waitFor(async () => expect(await read()).toEqual(expected), { timeout: 2_000, interval: 5 });
}
