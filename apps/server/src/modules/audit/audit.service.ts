// The audit log as the admin reads it: filtered by actor, action and club days, newest first, paged.
import type { AuditList, auditListQuerySchema } from '@swim/shared/api/admin-audit';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, zonedTimeToUtc } from '@swim/shared/dates';
import { type SQL, and, count, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { personName, personNameMatches } from '../../lib/person-name.js';
import { containsPattern, offsetOf } from '../../lib/list-queries.js';
import { describeEntries } from './audit-targets.js';

type Query = z.output<typeof auditListQuerySchema>;

/** The start of a club day (Europe/Sofia) as an instant. */
const dayStart = (date: string) => zonedTimeToUtc(date, '00:00', CLUB_TIME_ZONE);

function conditionsOf(query: Query): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor) {
    const pattern = containsPattern(query.actor);
    const match = or(personNameMatches(users, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.createdAt, dayStart(addDays(query.to, 1))));
  return conditions.length ? and(...conditions) : undefined;
}

/** Audit entries with their actor (null for the system), newest first. */
export async function listAuditLog(db: Db, query: Query): Promise<AuditList> {
  const where = conditionsOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, name: personName(users), email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  const described = await describeEntries(
    db,
    rows.map(({ entry }) => ({
      entityType: entry.entityType,
      entityId: entry.entityId,
      details: entry.details ?? null,
    })),
  );
  return {
    items: rows.map(({ entry, actor }, i) => ({
      id: entry.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      details: entry.details ?? null,
      target: described[i]?.target ?? null,
      names: described[i]?.names ?? {},
      createdAt: entry.createdAt.toISOString(),
      actor: actor?.id && actor.name ? { id: actor.id, name: actor.name, email: actor.email } : null,
    })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
