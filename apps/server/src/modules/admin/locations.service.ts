// The admin console's locations: list, create, update, delete (refused while classes are held there). Audited.
import type { AdminLocation, LocationInput, LocationList, locationListQuerySchema } from '@swim/shared/api/admin-club';
import type { LocationType } from '@swim/shared/enums';
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { classes, locations } from '../../db/schema/index.js';
import { recordAudit, type Writer } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { describeLocationUpdate } from './club-audit.js';
import { plansInUse, plansLeftOut } from './plans-in-use.js';
import {
  assertUuid,
  bulgarianOf,
  containsPattern,
  direction,
  localizedMatches,
  offsetOf,
  toStoredText,
} from '../../lib/list-queries.js';

type Query = z.output<typeof locationListQuerySchema>;
type LocationRow = typeof locations.$inferSelect;

// Spelled out: inside a one-table select Drizzle leaves columns unqualified, which the subquery would misread.
const classCount = sql<number>`(select count(*)::int from classes c where c.location_id = "locations"."id")`;

function toAdminLocation(row: LocationRow, classes: number): AdminLocation {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    address: row.address,
    description: row.description ?? null,
    active: row.active,
    classCount: Number(classes),
    createdAt: row.createdAt.toISOString(),
  };
}

function toValues(input: LocationInput) {
  const name = toStoredText(input.name);
  const address = toStoredText(input.address);
  // The schema has already required both; this keeps the types honest.
  if (!name || !address) throw new AppError('VALIDATION_FAILED', 'Name and address are required');
  return { name, address, type: input.type, description: toStoredText(input.description), active: input.active };
}

/** Locations matching a search (name or address in any language), type and status, sorted and paged. */
export async function listAdminLocations(db: Db, query: Query): Promise<LocationList> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`(${localizedMatches(locations.name, pattern)} or ${localizedMatches(locations.address, pattern)})`,
    );
  }
  if (query.type) conditions.push(eq(locations.type, query.type));
  if (query.status !== 'all') conditions.push(eq(locations.active, query.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const sortBy = { name: bulgarianOf(locations.name), type: locations.type, createdAt: locations.createdAt }[
    query.sort
  ];
  const [rows, totals] = await Promise.all([
    db
      .select({ location: locations, classCount })
      .from(locations)
      .where(where)
      .orderBy(direction(query.order, sortBy), locations.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(locations).where(where),
  ]);
  return {
    items: rows.map((r) => toAdminLocation(r.location, r.classCount)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function lockLocation(tx: Tx, locationId: string): Promise<LocationRow> {
  assertUuid(locationId, 'Location');
  const [row] = await tx.select().from(locations).where(eq(locations.id, locationId)).for('update');
  if (!row) throw notFound('Location not found');
  return row;
}

async function countClasses(tx: Tx, locationId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(classes).where(eq(classes.locationId, locationId));
  return row?.n ?? 0;
}

/** Creates a location. */
export async function createLocation({ db, actorId }: Writer, input: LocationInput): Promise<AdminLocation> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(locations).values(toValues(input)).returning();
    if (!row) throw new Error('location not created');
    await recordAudit(tx, {
      actorId,
      action: 'location.created',
      entityType: 'location',
      entityId: row.id,
      details: { name: row.name.bg, type: row.type, address: row.address.bg },
    });
    return toAdminLocation(row, 0);
  });
}

/**
 * A new type must still offer the plans children at this location are enrolled on (pool and other offer the pool
 * plans, a kindergarten its monthly plan); otherwise the change is refused on the type field. The classes are locked
 * so no enrollment slips in meanwhile.
 */
async function assertTypeKeepsPlans(tx: Tx, locationId: string, type: LocationType): Promise<void> {
  const held = await tx.select().from(classes).where(eq(classes.locationId, locationId)).for('update');
  const left = await plansLeftOut(tx, held, type);
  if (left.length > 0) throw plansInUse(left, { path: 'type', message: 'typePlansInUse' });
}

/** Replaces a location's details (and its active flag: an inactive one leaves the public pages and the wizard). */
export async function updateLocation(
  { db, actorId }: Writer,
  locationId: string,
  input: LocationInput,
): Promise<AdminLocation> {
  return db.transaction(async (tx) => {
    const before = await lockLocation(tx, locationId);
    if (before.type !== input.type) await assertTypeKeepsPlans(tx, before.id, input.type);
    const [row] = await tx.update(locations).set(toValues(input)).where(eq(locations.id, before.id)).returning();
    if (!row) throw notFound('Location not found');
    const { action, details } = describeLocationUpdate(before, row);
    await recordAudit(tx, { actorId, action, entityType: 'location', entityId: row.id, details });
    return toAdminLocation(row, await countClasses(tx, row.id));
  });
}

/** Deletes a location that holds no classes; one that does is refused (LOCATION_IN_USE) and nothing changes. */
export async function deleteLocation({ db, actorId }: Writer, locationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockLocation(tx, locationId);
    const held = await countClasses(tx, row.id);
    if (held > 0) {
      throw new AppError(
        'LOCATION_IN_USE',
        `This location still has ${held} class(es); move or delete them, or deactivate the location instead`,
      );
    }
    await tx.delete(locations).where(eq(locations.id, row.id));
    await recordAudit(tx, {
      actorId,
      action: 'location.deleted',
      entityType: 'location',
      entityId: row.id,
      details: { name: row.name.bg },
    });
  });
}
