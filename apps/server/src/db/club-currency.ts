// The currency the club runs in. A fresh install uses CURRENCY (euro by default). An install upgraded from a version
// that priced in leva keeps leva unless CURRENCY says otherwise, so its new prices never sit in euro beside its old
// ones in leva (issue 24: sums never mix currencies silently).
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import type { Currency } from '@swim/shared/enums';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client.js';
import { clubSettings } from './schema/index.js';

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

/** The currency recorded in the club's settings, or null while undecided. */
async function recordedCurrency(db: Db): Promise<Currency | null> {
  const [row] = await db.select({ currency: clubSettings.currency }).from(clubSettings).where(eq(clubSettings.id, 1));
  return row?.currency ?? null;
}

/**
 * The club's currency at start-up: the one recorded in its settings once decided (the changeover to euro moves it,
 * CURRENCY no longer does), else decided as resolveClubCurrency does.
 */
export async function decideClubCurrency(db: Db, configured: Currency, explicit: boolean): Promise<ClubCurrency> {
  const recorded = await recordedCurrency(db);
  if (!recorded) return resolveClubCurrency(db, configured, explicit);
  const ignored = explicit && configured !== recorded;
  return {
    currency: recorded,
    warning: ignored
      ? `CURRENCY=${configured} is ignored: the club's settings say ${recorded} (decided before).`
      : null,
  };
}

/**
 * Records the decided currency where none is yet (the settings row is made from the defaults when missing, as
 * readers already see it); answers the one recorded, which another instance starting at once may have decided.
 */
export async function recordClubCurrency(db: Db, currency: Currency): Promise<Currency> {
  await db
    .insert(clubSettings)
    .values({ id: 1, ...DEFAULT_CLUB_SETTINGS, pricing: DEFAULT_PRICING, currency })
    .onConflictDoNothing();
  await db
    .update(clubSettings)
    .set({ currency })
    .where(and(eq(clubSettings.id, 1), isNull(clubSettings.currency)));
  return (await recordedCurrency(db)) ?? currency;
}
