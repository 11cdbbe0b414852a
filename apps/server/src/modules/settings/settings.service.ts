// The club's own details (one row, id 1): read by the public pages, mails and payments; edited by the admin.
import {
  type AdminClubSettings,
  type ClubSettings,
  DEFAULT_PAYMENT_GRACE_DAYS,
  type clubSettingsInputSchema,
} from '@swim/shared/api/club-settings';
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import type { Currency } from '@swim/shared/enums';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { DEFAULT_SESSION_RULES, type SessionRules } from '@swim/shared/session-rules';
import { DEFAULT_RETENTION, type RetentionSettings } from '@swim/shared/privacy';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { clubSettings, users } from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { recordAudit } from '../../lib/audit.js';
import { toStoredText } from '../../lib/list-queries.js';

type Row = typeof clubSettings.$inferSelect;
type ValidInput = z.output<typeof clubSettingsInputSchema>;

const SETTINGS_ID = 1;

/** The stored rules over the defaults: a rule added after the row was written reads as its default (as readSessionRules). */
function withDefaultRules(stored: Partial<SessionRules> | null | undefined): SessionRules {
  return { ...structuredClone(DEFAULT_SESSION_RULES), ...(stored ?? {}) };
}

/** The stored retention periods over the defaults (a period added later reads as its default). */
function withDefaultRetention(stored: Partial<RetentionSettings> | null | undefined): RetentionSettings {
  return { ...DEFAULT_RETENTION, ...(stored ?? {}) };
}

/** The retention periods as stored (ADR 0046), or the defaults when the settings row is missing. */
export async function readRetentionSettings(db: Db | Tx): Promise<RetentionSettings> {
  const [row] = await db
    .select({ retention: clubSettings.retention })
    .from(clubSettings)
    .where(eq(clubSettings.id, SETTINGS_ID));
  return withDefaultRetention(row?.retention);
}

/** The entries of an object whose value is not undefined. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function toSettings(row: Row | undefined): ClubSettings {
  // Discounts are the club's own choice: without a settings row none applies (the demo club's seed sets its own).
  // Dual display is off until the admin turns it on (a new euro club shows euro only).
  if (!row) {
    return {
      ...structuredClone(DEFAULT_CLUB_SETTINGS),
      pricing: structuredClone(DEFAULT_PRICING),
      dualDisplay: false,
      sessionRules: withDefaultRules(null),
      paymentGraceDays: DEFAULT_PAYMENT_GRACE_DAYS,
    };
  }
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    officeHours: row.officeHours,
    bank: row.bank,
    pricing: row.pricing,
    dualDisplay: row.dualDisplay,
    sessionRules: withDefaultRules(row.sessionRules),
    paymentGraceDays: row.paymentGraceDays,
  };
}

/** The club's details as stored, or the demo club's when the row is missing (a fresh or emptied database). */
export async function readClubSettings(db: Db | Tx): Promise<ClubSettings> {
  const [row] = await db.select().from(clubSettings).where(eq(clubSettings.id, SETTINGS_ID));
  return toSettings(row);
}

/** The settings with who changed them last, for the admin's form. */
export async function readAdminClubSettings(db: Db): Promise<AdminClubSettings> {
  const [found] = await db
    .select({ row: clubSettings, by: personName(users) })
    .from(clubSettings)
    .leftJoin(users, eq(users.id, clubSettings.updatedBy))
    .where(eq(clubSettings.id, SETTINGS_ID));
  return {
    ...toSettings(found?.row),
    retention: withDefaultRetention(found?.row.retention),
    updatedAt: found?.row.updatedAt.toISOString() ?? null,
    updatedBy: found?.by ?? null,
  };
}

/** The fields whose value differs, each with its value before and after (for the audit entry). */
function changesBetween(before: ClubSettings, after: ClubSettings): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ClubSettings)[]) {
    if (!isDeepStrictEqual(before[key], after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** The changes, with the club's currency when a discount changed (an amount is money in that currency). */
function withCurrency(changes: Record<string, unknown>, currency: Currency): Record<string, unknown> {
  return 'pricing' in changes ? { ...changes, currency } : changes;
}

/**
 * Replaces the club's details; the audit entry (settings.updated) says what changed. A part the form did not send
 * (pricing, dual display, session rules, grace days, retention periods) keeps its stored value. The write moves the 'settings' stamp
 * (a trigger on club_settings), so every cached read of the settings, the dashboards' dues among them, is read again.
 */
export async function updateClubSettings(
  db: Db,
  actorId: string,
  input: ValidInput,
  currency: Currency,
): Promise<AdminClubSettings> {
  const name = toStoredText(input.name);
  const address = toStoredText(input.address);
  if (!name || !address) throw new Error('the schema requires a name and an address');
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(clubSettings).where(eq(clubSettings.id, SETTINGS_ID)).for('update');
    const stored = toSettings(current);
    const next: ClubSettings = {
      name,
      address,
      phone: input.phone,
      email: input.email,
      officeHours: input.officeHours,
      bank: input.bank,
      pricing: input.pricing ?? stored.pricing,
      dualDisplay: input.dualDisplay ?? stored.dualDisplay,
      // Rules the form leaves out (a client from before them) keep their stored value.
      sessionRules: input.sessionRules
        ? withDefaultRules({ ...stored.sessionRules, ...definedOnly(input.sessionRules) })
        : stored.sessionRules,
      paymentGraceDays: input.paymentGraceDays ?? stored.paymentGraceDays,
    };
    const storedRetention = withDefaultRetention(current?.retention);
    // Left out (a form from before the setting), the stored periods stay.
    const retention = input.retention ?? storedRetention;
    const values = { ...next, retention, updatedBy: actorId, updatedAt: new Date() };
    await tx
      .insert(clubSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: clubSettings.id, set: values });
    await recordAudit(tx, {
      actorId,
      action: 'settings.updated',
      entityType: 'settings',
      entityId: String(SETTINGS_ID),
      details: withCurrency(
        {
          ...changesBetween(stored, next),
          ...(isDeepStrictEqual(storedRetention, retention)
            ? {}
            : { retention: { from: storedRetention, to: retention } }),
        },
        currency,
      ),
    });
  });
  return readAdminClubSettings(db);
}
