// Demo users with password sign-in, and the athletes' approval rows and goals.
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Currency } from '@swim/shared/enums';
import type { Tx } from '../client.js';
import { CONSENT_TEXTS } from '@swim/shared/privacy';
import { accounts, athleteAccounts, athleteGoals, consents, users } from '../schema/index.js';
import { type IsoDate, addDays, clubInstant } from './dates.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './demo-accounts.js';
import { FAMILIES, type FamilyKey } from './member-families.js';

/** User ids of the demo accounts and the member families' parents by key. */
export type People = Record<DemoAccountKey | FamilyKey, string>;

/**
 * What every step after the people reads: the seeding transaction, the club's today, the people's ids and the
 * currency the club prices in.
 */
export type Seeding = { tx: Tx; today: IsoDate; people: People; currency: Currency };

/** Days before today each account joined, so member-since dates look lived in. */
const JOINED_DAYS_AGO: Record<DemoAccountKey, number> = {
  admin: 900,
  instructor: 880,
  instructor2: 700,
  instructor3: 420,
  parent: 380,
  parent2: 200,
  athlete: 620,
  athletePending: 3,
};

export async function seedPeople(tx: Tx, today: IsoDate): Promise<People> {
  // Hashing is deliberately slow; every demo account shares one password, so hash it once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const keys = [...DEMO_ACCOUNTS.map((a) => a.key), ...FAMILIES.map((f) => f.key)];
  const people = Object.fromEntries(keys.map((key) => [key, randomUUID()])) as People;
  const joined = (key: DemoAccountKey) => clubInstant(addDays(today, -JOINED_DAYS_AGO[key]), '10:00');

  await tx.insert(users).values(
    DEMO_ACCOUNTS.map((a) => ({
      id: people[a.key],
      email: a.email,
      name: a.name,
      emailVerified: true,
      phone: a.phone,
      role: a.role,
      preferredLanguage: 'bg' as const,
      createdAt: joined(a.key),
      updatedAt: joined(a.key),
    })),
  );
  // Member families have no password: they are there to fill rosters, not to sign in.
  await tx.insert(users).values(
    FAMILIES.map((f, i) => ({
      id: people[f.key],
      email: f.email,
      name: f.parentName,
      emailVerified: true,
      phone: f.phone,
      role: 'parent' as const,
      createdAt: clubInstant(addDays(today, -90 - i * 23), '18:45'),
    })),
  );
  await tx.insert(accounts).values(
    DEMO_ACCOUNTS.map((a) => ({
      id: randomUUID(),
      userId: people[a.key],
      accountId: people[a.key],
      providerId: 'credential',
      password: passwordHash,
      createdAt: joined(a.key),
      updatedAt: joined(a.key),
    })),
  );

  await tx.insert(athleteAccounts).values([
    {
      userId: people.athlete,
      approved: true,
      approvedBy: people.admin,
      approvedAt: clubInstant(addDays(today, -618), '12:30'),
      birthDate: '2005-03-14',
      discipline: '200 м и 400 м свободен стил',
      createdAt: joined('athlete'),
    },
    {
      userId: people.athletePending,
      approved: false,
      birthDate: '2009-07-22',
      discipline: '100 м бруст',
      createdAt: joined('athletePending'),
    },
  ]);

  // The demo athlete (over 14) agreed to appear on the public coaches-and-athletes page.
  await tx.insert(consents).values({
    athleteId: people.athlete,
    kind: 'public_profile',
    granted: true,
    textVersion: CONSENT_TEXTS.public_profile.version,
    givenBy: people.athlete,
    givenAs: 'athlete',
    givenAt: clubInstant(addDays(today, -618), '12:40'),
  });

  await tx.insert(athleteGoals).values([
    {
      athleteId: people.athlete,
      title: '200 м свободен стил под 1:55,00',
      target: '1:54,90 на държавното първенство',
      dueDate: addDays(today, 120),
      progress: 70,
      status: 'active',
    },
    {
      athleteId: people.athlete,
      title: 'Пет тренировки на сухо седмично',
      target: '20 тренировки за месеца',
      dueDate: addDays(today, 25),
      progress: 45,
      status: 'active',
    },
    {
      athleteId: people.athlete,
      title: 'Норматив за Балканиадата',
      target: '400 м свободен стил за 4:05,00',
      dueDate: addDays(today, -30),
      progress: 100,
      status: 'completed',
      completedAt: clubInstant(addDays(today, -34), '19:00'),
    },
  ]);
  return people;
}
