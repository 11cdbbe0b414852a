// The currency the club prices in now: club_settings.currency (issue 24), which the BGN-to-EUR changeover moves, so
// every instance prices in the new currency at once. Until start-up has decided it (a null column or no settings
// row) the configured one is used.
import type { Currency } from '@swim/shared/enums';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { clubSettings } from '../../db/schema/index.js';

export async function readClubCurrency(db: Db | Tx, fallback: Currency): Promise<Currency> {
  const [row] = await db.select({ currency: clubSettings.currency }).from(clubSettings).where(eq(clubSettings.id, 1));
  return row?.currency ?? fallback;
}
