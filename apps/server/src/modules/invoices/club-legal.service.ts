// The club as its invoices name it (club_settings.legal): read by issuing, edited by the admin (issue 24).
import type { ClubLegalDetails, clubLegalDetailsInputSchema } from '@swim/shared/api/invoices';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { clubSettings } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';

const SETTINGS_ID = 1;

/** The club's legal details, or null until an admin has entered them. */
export async function readClubLegal(db: Db | Tx): Promise<ClubLegalDetails | null> {
  const [row] = await db
    .select({ legal: clubSettings.legal })
    .from(clubSettings)
    .where(eq(clubSettings.id, SETTINGS_ID));
  return row?.legal ?? null;
}

/** The audit entry's fields, each with its value before and after (only those that changed). */
function changesBetween(before: ClubLegalDetails | null, after: ClubLegalDetails) {
  const keys = {
    legalName: 'legalName',
    eik: 'eik',
    vatNumber: 'vatNumber',
    address: 'legalAddress',
    mol: 'mol',
    vatRegistered: 'vatRegistered',
  } as const;
  const changes: Partial<Record<(typeof keys)[keyof typeof keys], { from: unknown; to: unknown }>> = {};
  for (const [field, key] of Object.entries(keys) as [keyof ClubLegalDetails, (typeof keys)[keyof typeof keys]][]) {
    const from = before?.[field] ?? null;
    if (from !== after[field]) changes[key] = { from, to: after[field] };
  }
  return changes;
}

/** Replaces the club's legal details (the settings row is made from the defaults when missing); audited. */
export async function updateClubLegal(
  db: Db,
  actorId: string,
  input: z.output<typeof clubLegalDetailsInputSchema>,
): Promise<ClubLegalDetails> {
  const legal: ClubLegalDetails = {
    legalName: input.legalName,
    eik: input.eik,
    vatNumber: input.vatNumber,
    address: input.address,
    mol: input.mol,
    vatRegistered: input.vatRegistered,
  };
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(clubSettings).where(eq(clubSettings.id, SETTINGS_ID)).for('update');
    const set = { legal, updatedBy: actorId, updatedAt: new Date() };
    await tx
      .insert(clubSettings)
      .values({ id: SETTINGS_ID, ...structuredClone(DEFAULT_CLUB_SETTINGS), pricing: DEFAULT_PRICING, ...set })
      .onConflictDoUpdate({ target: clubSettings.id, set });
    await recordAudit(tx, {
      actorId,
      action: 'settings.updated',
      entityType: 'settings',
      entityId: String(SETTINGS_ID),
      details: changesBetween(current?.legal ?? null, legal),
    });
  });
  return legal;
}
