// Shared set-up of the family sessions tests: a held clock on a known Monday, a family with a child in a twice-weekly
// class, and the club's session rules. The calendar the tests reason about (club time, Europe/Sofia, UTC+2 in December):
//   Mon 2026-12-07 10:00 is "now"; the class meets Mondays and Wednesdays at 17:00, so its next sessions are
//   Mon 12-07, Wed 12-09, Mon 12-14, Wed 12-16 17:00, and with a 2-hour notice each can be changed until 15:00.
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import { DEFAULT_PRICING } from '@swim/shared/period-price';
import { DEFAULT_SESSION_RULES, type SessionRules } from '@swim/shared/session-rules';
import type { Db } from '../../db/client.js';
import { clubSettings } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { type Caller, buildCaller } from '../../test/auth.js';
import { buildChild, buildClass, buildEnrollment, type ClassOverrides } from '../../test/factories.js';

/** Sofia wall-clock time as an instant (December: UTC+2). */
export const sofia = (date: string, time: string): Date => new Date(`${date}T${time}:00+02:00`);

export const START = sofia('2026-12-07', '10:00');

/** A clock the app reads; tests move it. */
export const clock = { now: START };

/** Stores the club's session rules (the defaults, changed by `rules`). */
export async function setSessionRules(db: Db, rules: Partial<SessionRules> = {}): Promise<void> {
  const sessionRules = { ...DEFAULT_SESSION_RULES, ...rules };
  await db
    .insert(clubSettings)
    .values({ id: 1, ...DEFAULT_CLUB_SETTINGS, pricing: DEFAULT_PRICING, currency: 'BGN', sessionRules })
    .onConflictDoUpdate({ target: clubSettings.id, set: { sessionRules } });
}

export type Family = {
  parent: Caller;
  child: Awaited<ReturnType<typeof buildChild>>;
  cls: Awaited<ReturnType<typeof buildClass>>;
  enrollment: Awaited<ReturnType<typeof buildEnrollment>>;
};

/**
 * A parent with a child enrolled since 1 December (on time with payments) in a class meeting Mondays and Wednesdays at
 * 17:00 (or in `inClass`).
 */
export async function buildFamily(
  t: TestApp,
  options: {
    parent?: Caller;
    inClass?: Awaited<ReturnType<typeof buildClass>>;
    classOverrides?: ClassOverrides;
    planType?: 'pool_8' | 'pool_12' | 'pool_16' | 'pool_monthly' | 'kindergarten_monthly';
    startsOn?: string;
    childName?: string;
  } = {},
): Promise<Family> {
  const db = t.database.db;
  const parent = options.parent ?? (await buildCaller(t.app, db));
  const child = await buildChild(db, parent.user.id, options.childName ? { fullName: options.childName } : {});
  const cls = options.inClass ?? (await buildClass(db, options.classOverrides));
  const planType = options.planType ?? 'pool_8';
  const enrollment = await buildEnrollment(db, child.id, cls.id, {
    planType,
    sessionsRemaining: planType.startsWith('pool_') && planType !== 'pool_monthly' ? 8 : null,
    startsOn: options.startsOn ?? '2026-12-01',
  });
  return { parent, child, cls, enrollment };
}
