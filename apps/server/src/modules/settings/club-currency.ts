// The currency the club prices in now: club_settings.currency (issue 24), which the BGN-to-EUR changeover moves, so
// every instance prices in the new currency at once. Until start-up has decided it (a null column or no settings
// row) the configured one is used.
import type { Currency } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { clubSettings } from '../../db/schema/index.js';
import type { ReadCache } from '../../lib/read-cache.js';

export async function readClubCurrency(db: Db | Tx, fallback: Currency): Promise<Currency> {
  const [row] = await db.select({ currency: clubSettings.currency }).from(clubSettings).where(eq(clubSettings.id, 1));
  return row?.currency ?? fallback;
}

/**
 * The club's currency inside a transaction that prices something new (a class, a product), holding the settings row
 * shared: a changeover running meanwhile (which holds it exclusively) is waited for, so nothing new is written in
 * leva after it.
 */
export async function lockClubCurrency(tx: Tx, fallback: Currency): Promise<Currency> {
  return (await lockDecidedClubCurrency(tx)) ?? fallback;
}

/**
 * The same lock for a transaction that charges at a stored price (a plan payment, a kindergarten bill): answers the
 * club's currency as the settings row decides it, null while undecided (nothing to compare the price's currency to).
 */
export async function lockDecidedClubCurrency(tx: Tx): Promise<Currency | null> {
  const [row] = await tx
    .select({ currency: clubSettings.currency })
    .from(clubSettings)
    .where(eq(clubSettings.id, 1))
    .for('share');
  return row?.currency ?? null;
}

/**
 * A reader of the club's currency kept in the read cache under the 'settings' topic: every write to club_settings
 * (the changeover's, on any instance) moves the stamp, so a read is a memory hit until then.
 */
export function createClubCurrencyReader(deps: {
  db: Db;
  readCache: ReadCache;
  fallback: Currency;
}): () => Promise<Currency> {
  const load = async () => ({ value: await readClubCurrency(deps.db, deps.fallback) });
  return async () => (await deps.readCache.get('settings', 'club-currency', load)).value;
}
