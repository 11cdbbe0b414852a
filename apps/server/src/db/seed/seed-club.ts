// Locations, the metric catalog, coach profiles, classes and their weekly sessions.
import { randomUUID } from 'node:crypto';
import type { Currency } from '@swim/shared/enums';
import type { Tx } from '../client.js';
import { classSessions, classes, coachProfiles, locations, progressMetrics } from '../schema/index.js';
import { CLASSES } from './class-data.js';
import type { ClassKey, ClassSeed } from './class-types.js';
import { demoMoney } from './demo-money.js';
import { COACHES, LOCATIONS, type LocationKey, METRICS } from './club-data.js';
import type { People } from './seed-people.js';

export type SeededClass = ClassSeed & { id: string };
export type Club = { classes: Record<ClassKey, SeededClass> };

export async function seedClub(tx: Tx, people: People, currency: Currency): Promise<Club> {
  // Ids are made here rather than read back, so each row is known by its key without relying on RETURNING order.
  const locationIds = Object.fromEntries(LOCATIONS.map((l) => [l.key, randomUUID()])) as Record<LocationKey, string>;
  await tx.insert(locations).values(LOCATIONS.map(({ key, ...location }) => ({ ...location, id: locationIds[key] })));

  await tx.insert(progressMetrics).values(METRICS.map((m, i) => ({ ...m, sortOrder: i + 1 })));

  await tx
    .insert(coachProfiles)
    .values(
      COACHES.map(({ user, ...coach }, i) => ({ ...coach, userId: people[user], sortOrder: i + 1, published: true })),
    );

  const seeded = CLASSES.map(
    (c): SeededClass => ({
      ...c,
      id: randomUUID(),
      pricePerClass: demoMoney(c.pricePerClass, currency),
      monthlyPrice: demoMoney(c.monthlyPrice, currency),
    }),
  );
  await tx.insert(classes).values(
    seeded.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      instructorId: people[c.instructor],
      locationId: locationIds[c.location],
      level: c.level,
      minAge: c.minAge,
      maxAge: c.maxAge,
      lane: c.lane,
      durationMinutes: c.durationMinutes,
      pricePerClass: c.pricePerClass,
      monthlyPrice: c.monthlyPrice,
      currency,
      maxCapacity: c.maxCapacity,
      active: c.active ?? true,
    })),
  );
  await tx
    .insert(classSessions)
    .values(
      seeded.flatMap((c) => c.sessions.map(([dayOfWeek, startTime]) => ({ classId: c.id, dayOfWeek, startTime }))),
    );

  return { classes: Object.fromEntries(seeded.map((c) => [c.key, c])) as Record<ClassKey, SeededClass> };
}
