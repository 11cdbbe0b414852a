// The admin console's children: found by their name or their parent's (name or email), filtered by class, level and
// whether they have an active enrollment; one child read through the same services the parent's profile uses.
import type { AdminChild, AdminChildRow, ChildList, childListQuerySchema } from '@swim/shared/api/admin-people';
import { type SQL, and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { children, users } from '../../db/schema/index.js';
import type { Actor } from '../access/access-policy.js';
import { getChild } from '../children/children.service.js';
import { photoConsentState } from '../consents/consents-in-force.js';
import { containsPattern, direction, offsetOf } from '../../lib/list-queries.js';
import { isUuid } from '@swim/shared/uuid';

type Query = z.output<typeof childListQuerySchema>;

// Spelled out: the subqueries name the outer children row itself.
const activeEnrollments = sql<number>`(select count(*)::int from enrollments e where e.child_id = "children"."id" and e.active)`;
const hasActive = sql`exists (select 1 from enrollments e where e.child_id = "children"."id" and e.active)`;
const activeIn = (classId: string) =>
  sql`exists (select 1 from enrollments e where e.child_id = "children"."id" and e.active and e.class_id = ${classId})`;

function conditionsOf(query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(children.fullName, pattern),
        sql`(${children.firstName} || ' ' || ${children.lastName}) ilike ${pattern}`,
        ilike(users.name, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  // A malformed class id names no class: the filter then matches nothing.
  if (query.classId) conditions.push(isUuid(query.classId) ? activeIn(query.classId) : sql`false`);
  if (query.level) conditions.push(eq(children.skillLevel, query.level));
  if (query.status === 'enrolled') conditions.push(hasActive);
  if (query.status === 'notEnrolled') conditions.push(sql`not ${hasActive}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Children matching the search and filters, sorted and paged, with their parent and active enrollments. */
export async function listAdminChildren(db: Db, query: Query): Promise<ChildList> {
  const where = conditionsOf(query);
  const sortBy = { name: children.fullName, birthDate: children.birthDate, createdAt: children.createdAt }[query.sort];
  const [rows, totals] = await Promise.all([
    db
      .select({
        child: children,
        parent: { id: users.id, name: users.name, email: users.email, phone: users.phone },
        activeEnrollments,
        photoConsent: photoConsentState(sql`${children.id}`),
      })
      .from(children)
      .innerJoin(users, eq(users.id, children.parentId))
      .where(where)
      .orderBy(direction(query.order, sortBy), children.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(children).innerJoin(users, eq(users.id, children.parentId)).where(where),
  ]);
  return {
    items: rows.map(
      (r): AdminChildRow => ({
        id: r.child.id,
        fullName: r.child.fullName,
        birthDate: r.child.birthDate,
        skillLevel: r.child.skillLevel,
        parent: r.parent,
        activeEnrollments: Number(r.activeEnrollments),
        photoConsent: r.photoConsent,
        createdAt: r.child.createdAt.toISOString(),
      }),
    ),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Any child, as its parent sees it, with the parent's contact (CHILD_NOT_FOUND for an unknown id). */
export async function getAdminChild(db: Db, actor: Actor, childId: string): Promise<AdminChild> {
  const child = await getChild(db, actor, { childId, action: 'administer' });
  const [parent] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .innerJoin(children, eq(children.parentId, users.id))
    .where(eq(children.id, child.id));
  if (!parent) throw new Error('child without a parent');
  return { ...child, parent };
}
