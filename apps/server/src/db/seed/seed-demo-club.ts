// Seeds the demo club once: people, places, classes, families, progress, payments and public content.
import type { Currency } from '@swim/shared/enums';
import { DEFAULT_CURRENCY } from '@swim/shared/money';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { athleteAccounts, locations, users } from '../schema/index.js';
import { clubToday } from './dates.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedChildren } from './seed-children.js';
import { seedClub } from './seed-club.js';
import { seedClubOffice } from './seed-club-office.js';
import { seedContent } from './seed-content.js';
import { seedPayments } from './seed-payments.js';
import { type Seeding, seedPeople } from './seed-people.js';
import { seedProgress } from './seed-progress.js';

/** Any fixed number: serialises seeding across instances sharing one PostgreSQL. */
const SEED_LOCK_KEY = 727_274_002;

export type SeedOptions = {
  log?: (msg: string) => void;
  /** "Now" for the relative dates; tests may pin it. */
  now?: Date;
  /** The currency the club prices in (the server's CURRENCY); the demo's prices are in euro, converted for leva. */
  currency?: Currency;
};

/** Seeds the demo club unless a club (or a demo account) is already there. */
export async function seedDemoClub(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const seeded = await db.transaction(async (tx) => {
    // Held until commit: a second instance starting at the same moment waits, then finds the club and skips.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [location] = await tx.select({ id: locations.id }).from(locations).limit(1);
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    const [demoUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails))
      .limit(1);
    if (location || demoUser) return false;

    const today = clubToday(options.now ?? new Date());
    const people = await seedPeople(tx, today);
    const currency = options.currency ?? DEFAULT_CURRENCY;
    const club = await seedClub(tx, people, currency);
    const seeding: Seeding = { tx, today, people, currency };
    const families = await seedChildren(seeding, club);
    await tx
      .update(athleteAccounts)
      .set({ childId: families.nikolay.id })
      .where(eq(athleteAccounts.userId, people.athlete));
    await seedProgress(seeding, families);
    await seedPayments(seeding, families);
    await seedContent(seeding);
    await seedClubOffice(seeding);
    return true;
  });
  if (seeded) log(`Seeded the demo club in ${Math.round(performance.now() - started)} ms`);
  else log('Demo club already present; seeding skipped');
  return { seeded };
}
