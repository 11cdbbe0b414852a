// What the audit log's entries are about, named the way a person knows them: the child and amount with the payment's
// number, the order's number, the user's name, the class's title; and the names behind ids in the details.
import type { AuditTarget } from '@swim/shared/api/admin-audit';
import type { LocalizedText } from '@swim/shared/localized';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attendance,
  children,
  classes,
  contactMessages,
  enrollments,
  locations,
  news,
  orders,
  payments,
  products,
  reconciliationMismatches,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { personName } from '../../lib/person-name.js';
import { isUuid } from '@swim/shared/uuid';

type Entry = { entityType: string; entityId: string; details: Record<string, unknown> | null };
type Targets = Map<string, AuditTarget>;

/** Detail keys holding the id of a child, a class or an enrollment. */
const ID_KEYS = ['childId', 'classId', 'fromClass', 'toClass', 'fromEnrollment', 'enrollmentId'];

const text = (name: string | null | undefined): LocalizedText | null => (name ? { bg: name } : null);
const target = (fields: Partial<AuditTarget>): AuditTarget => ({
  name: null,
  number: null,
  amount: null,
  currency: null,
  ...fields,
});
/** "Виктория Петрова · Начинаещи" in every language the class title has. */
function joined(first: string | null, second: LocalizedText | null): LocalizedText | null {
  if (!first) return second;
  if (!second) return text(first);
  return {
    bg: `${first} · ${second.bg}`,
    en: `${first} · ${second.en ?? second.bg}`,
    ru: `${first} · ${second.ru ?? second.bg}`,
  };
}

function idsOf(entries: Entry[], type: string): string[] {
  return [...new Set(entries.filter((e) => e.entityType === type && isUuid(e.entityId)).map((e) => e.entityId))];
}

async function paymentTargets(db: Db, ids: string[], into: Targets) {
  if (!ids.length) return;
  const rows = await db
    .select({
      id: payments.id,
      number: payments.number,
      amount: payments.amount,
      currency: payments.currency,
      child: children.fullName,
      parent: users.name,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.parentId))
    .leftJoin(children, eq(children.id, payments.childId))
    .where(inArray(payments.id, ids));
  for (const r of rows)
    into.set(
      `payment:${r.id}`,
      target({ name: text(r.child ?? r.parent), number: r.number, amount: r.amount, currency: r.currency }),
    );
}

async function enrollmentNames(db: Db, ids: string[]): Promise<Map<string, LocalizedText | null>> {
  const names = new Map<string, LocalizedText | null>();
  if (!ids.length) return names;
  const rows = await db
    .select({ id: enrollments.id, child: children.fullName, title: classes.title })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .where(inArray(enrollments.id, ids));
  for (const r of rows) names.set(r.id, joined(r.child, r.title));
  return names;
}

/** One query per kind of record on the page: the targets of the entries, keyed 'type:id'. */
async function resolveTargets(db: Db, entries: Entry[]): Promise<Targets> {
  const into: Targets = new Map();
  const named = async <T extends { id: string }>(
    type: string,
    load: (ids: string[]) => Promise<T[]>,
    describe: (row: T) => Partial<AuditTarget> & { name: LocalizedText | null },
  ) => {
    const ids = idsOf(entries, type);
    if (!ids.length) return;
    for (const row of await load(ids)) into.set(`${type}:${row.id}`, target(describe(row)));
  };
  await paymentTargets(db, idsOf(entries, 'payment'), into);
  await named(
    'order',
    (ids) =>
      db
        .select({
          id: orders.id,
          number: orders.number,
          customer: orders.customerName,
          total: orders.total,
          currency: orders.currency,
        })
        .from(orders)
        .where(inArray(orders.id, ids)),
    (r) => ({ name: text(r.customer), number: r.number, amount: r.total, currency: r.currency }),
  );
  await named(
    'user',
    (ids) =>
      db
        .select({ id: users.id, name: personName(users) })
        .from(users)
        .where(inArray(users.id, ids)),
    (r) => ({ name: r.name }),
  );
  await named(
    'child',
    (ids) => db.select({ id: children.id, name: children.fullName }).from(children).where(inArray(children.id, ids)),
    (r) => ({ name: text(r.name) }),
  );
  await named(
    'class',
    (ids) => db.select({ id: classes.id, title: classes.title }).from(classes).where(inArray(classes.id, ids)),
    (r) => ({ name: r.title }),
  );
  await named(
    'location',
    (ids) => db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, ids)),
    (r) => ({ name: r.name }),
  );
  await named(
    'product',
    (ids) => db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
    (r) => ({ name: r.name }),
  );
  await named(
    'news',
    (ids) => db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, ids)),
    (r) => ({ name: r.title }),
  );
  await named(
    'contact_message',
    (ids) =>
      db
        .select({ id: contactMessages.id, name: contactMessages.name })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids)),
    (r) => ({ name: text(r.name) }),
  );
  await named(
    'attendance',
    (ids) =>
      db
        .select({ id: attendance.id, child: children.fullName, title: classes.title })
        .from(attendance)
        .innerJoin(children, eq(children.id, attendance.childId))
        .innerJoin(classes, eq(classes.id, attendance.classId))
        .where(inArray(attendance.id, ids)),
    (r) => ({ name: joined(r.child, r.title) }),
  );
  await named(
    'subscription',
    (ids) =>
      db
        .select({ id: subscriptions.id, child: children.fullName })
        .from(subscriptions)
        .leftJoin(children, eq(children.id, subscriptions.childId))
        .where(inArray(subscriptions.id, ids)),
    (r) => ({ name: text(r.child) }),
  );
  const enrollmentIds = idsOf(entries, 'enrollment');
  for (const [id, name] of await enrollmentNames(db, enrollmentIds)) into.set(`enrollment:${id}`, target({ name }));
  const mismatchIds = idsOf(entries, 'reconciliation');
  if (mismatchIds.length) {
    const rows = await db
      .select({ id: reconciliationMismatches.id, paymentId: reconciliationMismatches.paymentId })
      .from(reconciliationMismatches)
      .where(inArray(reconciliationMismatches.id, mismatchIds));
    const byPayment: Targets = new Map();
    await paymentTargets(
      db,
      rows.flatMap((r) => (r.paymentId ? [r.paymentId] : [])),
      byPayment,
    );
    for (const r of rows) {
      const found = r.paymentId ? byPayment.get(`payment:${r.paymentId}`) : undefined;
      if (found) into.set(`reconciliation:${r.id}`, found);
    }
  }
  return into;
}

/** Names of the children, classes and enrollments the entries' details point to by id. */
async function resolveDetailNames(db: Db, entries: Entry[]): Promise<Map<string, LocalizedText>> {
  const ids = new Set<string>();
  for (const e of entries)
    for (const key of ID_KEYS) {
      const value = e.details?.[key];
      if (typeof value === 'string' && isUuid(value)) ids.add(value);
    }
  const names = new Map<string, LocalizedText>();
  if (!ids.size) return names;
  const list = [...ids];
  const [kids, titles, enrolled] = await Promise.all([
    db.select({ id: children.id, name: children.fullName }).from(children).where(inArray(children.id, list)),
    db.select({ id: classes.id, title: classes.title }).from(classes).where(inArray(classes.id, list)),
    enrollmentNames(db, list),
  ]);
  for (const k of kids) names.set(k.id, { bg: k.name });
  for (const c of titles) names.set(c.id, c.title);
  for (const [id, name] of enrolled) if (name) names.set(id, name);
  return names;
}

/** Each entry's target (or a name its details kept, for a record since deleted) and the names behind detail ids. */
export async function describeEntries(db: Db, entries: Entry[]) {
  const [targets, names] = await Promise.all([resolveTargets(db, entries), resolveDetailNames(db, entries)]);
  return entries.map((e) => {
    const kept = e.details?.fullName ?? e.details?.name ?? e.details?.title;
    const fallback =
      typeof kept === 'string'
        ? target({ name: { bg: kept } })
        : kept && typeof kept === 'object' && 'bg' in kept
          ? target({ name: kept as LocalizedText })
          : null;
    const own: Record<string, LocalizedText> = {};
    for (const key of ID_KEYS) {
      const value = e.details?.[key];
      const name = typeof value === 'string' ? names.get(value) : undefined;
      if (typeof value === 'string' && name) own[value] = name;
    }
    return { target: targets.get(`${e.entityType}:${e.entityId}`) ?? fallback, names: own };
  });
}
