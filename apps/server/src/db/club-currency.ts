// The currency the club runs in. A fresh install uses CURRENCY (euro by default). An install upgraded from a version
// that priced in leva keeps leva unless CURRENCY says otherwise, so its new prices never sit in euro beside its old
// ones in leva (issue 24: sums never mix currencies silently).
import type { Currency } from '@swim/shared/enums';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client.js';

/** The one currency the club's class and product prices are stored in, or null (none stored, or a mix). */
export async function storedPriceCurrency(db: Db): Promise<Currency | null> {
  const rows = await queryRows<{ currency: Currency }>(
    db,
    sql`select currency from classes union select currency from products`,
  );
  return rows.length === 1 ? (rows[0]?.currency ?? null) : null;
}

export type ClubCurrency = { currency: Currency; warning: string | null };

/**
 * CURRENCY when the operator set it; otherwise the stored prices' own currency, else the configured default. The
 * warning says when the two disagree.
 */
export async function resolveClubCurrency(db: Db, configured: Currency, explicit: boolean): Promise<ClubCurrency> {
  const stored = await storedPriceCurrency(db);
  if (!stored || stored === configured) return { currency: configured, warning: null };
  if (explicit) {
    return {
      currency: configured,
      warning: `CURRENCY=${configured}, but the club's prices are stored in ${stored}: new prices are made in ${configured} beside them.`,
    };
  }
  return {
    currency: stored,
    warning: `The club's prices are stored in ${stored}: running in ${stored} (set CURRENCY to choose).`,
  };
}
