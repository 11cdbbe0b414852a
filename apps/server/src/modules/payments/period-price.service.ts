// The server's price of an enrollment's period (ADR 0033): the facts `pricePeriod` needs, read from the database. Every
// amount a parent pays or is shown as owed for a plan period comes from here: the pay page, the dashboard, the next
// due card, a new payment, a subscription's first charge and monthly amount, and the enroll screen's preview. A monthly
// unlimited plan's facts carry its class's closures of a week or more as they stand now (ADR 0040), so a closure
// created, changed or deleted reprices every month not charged yet.
import type { EnrollmentPrices } from '@swim/shared/api/payments';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate } from '@swim/shared/dates';
import type { Currency } from '@swim/shared/enums';
import type { ClosureSpan, SessionChange } from '@swim/shared/dated-sessions';
import {
  type ClosureFacts,
  type FamilyEnrollment,
  type PeriodFacts,
  type PeriodPrice,
  REFUNDED_CLOSURE_DAYS,
  familyRanks,
  pricePeriod,
  nextPeriodOf,
} from '@swim/shared/period-price';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { children, classes, closures, enrollments, locations, sessionChanges } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { loadWeeklySessions } from '../enrollments/class-listing.js';
import { planOptions } from '../enrollments/class-options.service.js';
import { loadClosureLedgers } from '../sessions/closure-ledger.js';
import { readSessionRules } from '../sessions/dated-sessions.service.js';
import { readClubSettings } from '../settings/settings.service.js';

/** What prices an enrollment's periods, all but the period itself. */
export type EnrollmentPriceFacts = Omit<PeriodFacts, 'period'> & { currency: Currency };

/** Active enrollments of the families of the given parents. */
function familyEnrollments(db: Db | Tx, parentIds: string[]): Promise<FamilyEnrollment[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: enrollments.id,
      childId: enrollments.childId,
      parentId: children.parentId,
      birthDate: children.birthDate,
      startsOn: enrollments.startsOn,
      createdAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .where(and(inArray(children.parentId, parentIds), eq(enrollments.active, true)));
}

/** Whether a closure row lasts a week or more (endsOn − startsOn + 1 ≥ 7), in SQL. */
const longClosure = sql`${closures.endsOn} - ${closures.startsOn} >= ${REFUNDED_CLOSURE_DAYS - 1}`;

/**
 * What the closure lines of these classes' monthly unlimited enrollments need (ADR 0040): the closures of a week or
 * more of the club or each class's location ending on or after `from` (the earliest first day among them), and the
 * classes' single-session changes within a week of one (a move stays in its week, so only those can land in or leave
 * a closed day). Null when the club does not give closures back.
 */
async function loadClosureFacts(
  db: Db | Tx,
  classList: { id: string; locationId: string; slots: { dayOfWeek: number; startTime: string }[] }[],
  from: string,
): Promise<Map<string, ClosureFacts> | null> {
  if (classList.length === 0 || !(await readSessionRules(db)).unlimitedClosureRefund) return null;
  const locationIds = [...new Set(classList.map((c) => c.locationId))];
  // One query after another: inside a transaction a connection runs one query at a time anyway.
  const spans: ClosureSpan[] = await db
    .select({
      id: closures.id,
      startsOn: closures.startsOn,
      endsOn: closures.endsOn,
      locationId: closures.locationId,
      reason: closures.reason,
    })
    .from(closures)
    .where(
      and(
        longClosure,
        sql`${closures.endsOn} >= ${from}`,
        or(isNull(closures.locationId), inArray(closures.locationId, locationIds)),
      ),
    );
  const changes =
    spans.length === 0
      ? []
      : await db
          .select()
          .from(sessionChanges)
          .where(
            and(
              inArray(
                sessionChanges.classId,
                classList.map((c) => c.id),
              ),
              sql`exists (select 1 from closures c where c.ends_on - c.starts_on >= ${REFUNDED_CLOSURE_DAYS - 1}
                and ${sessionChanges.date} between c.starts_on - 7 and c.ends_on + 7)`,
            ),
          );
  const facts = new Map<string, ClosureFacts>();
  for (const cls of classList) {
    facts.set(cls.id, {
      refund: true,
      slots: cls.slots,
      locationId: cls.locationId,
      closures: spans.filter((c) => c.locationId === null || c.locationId === cls.locationId),
      changes: changes.filter((c): c is typeof c & SessionChange => c.classId === cls.id),
    });
  }
  return facts;
}

/** The facts that price each given enrollment's periods (enrollments not found are left out). */
export async function loadPriceFacts(db: Db | Tx, enrollmentIds: string[]): Promise<Map<string, EnrollmentPriceFacts>> {
  const facts = new Map<string, EnrollmentPriceFacts>();
  if (enrollmentIds.length === 0) return facts;
  const rows = await db
    .select({ e: enrollments, cls: classes, parentId: children.parentId })
    .from(enrollments)
    .innerJoin(children, eq(children.id, enrollments.childId))
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .where(inArray(enrollments.id, enrollmentIds));
  const [{ pricing }, weekly, family] = await Promise.all([
    readClubSettings(db),
    loadWeeklySessions(
      db,
      rows.map((r) => r.cls.id),
    ),
    familyEnrollments(db, [...new Set(rows.map((r) => r.parentId))]),
  ]);
  const ranks = familyRanks(family);
  const monthly = rows.filter((r) => r.e.planType === 'pool_monthly');
  const closed = await loadClosureFacts(
    db,
    [...new Map(monthly.map((r) => [r.cls.id, r.cls])).values()].map((cls) => ({
      id: cls.id,
      locationId: cls.locationId,
      slots: weekly.get(cls.id) ?? [],
    })),
    monthly.reduce((earliest, r) => (r.e.startsOn < earliest ? r.e.startsOn : earliest), '9999-12-31'),
  );
  const ledgers = closed ? await loadClosureLedgers(db, new Map(monthly.map((r) => [r.e.id, r.cls.currency]))) : null;
  for (const { e, cls } of rows) {
    // An enrollment no longer active has no place in the family: it is priced as the family's only one.
    const rank = ranks.get(e.id) ?? { childRank: 1, classRank: 1 };
    const classClosures = e.planType === 'pool_monthly' ? closed?.get(cls.id) : undefined;
    const closureFacts = classClosures && { ...classClosures, ledger: ledgers?.get(e.id) };
    facts.set(e.id, {
      plan: e.planType,
      prices: cls,
      currency: cls.currency,
      weekdays: (weekly.get(cls.id) ?? []).map((s) => s.dayOfWeek),
      startsOn: e.startsOn,
      ...rank,
      settings: pricing,
      ...(closureFacts ? { closures: closureFacts } : {}),
    });
  }
  return facts;
}

/** The price of one period of an enrollment. */
export async function priceEnrollmentPeriod(
  db: Db | Tx,
  enrollmentId: string,
  period: string,
): Promise<PeriodPrice & { currency: Currency }> {
  const facts = (await loadPriceFacts(db, [enrollmentId])).get(enrollmentId);
  if (!facts) throw new AppError('NOT_FOUND', 'Enrollment not found');
  return { ...pricePeriod({ ...facts, period }), currency: facts.currency };
}

/**
 * What each plan of a class would cost a parent's child enrolled today: this month from today and a whole month
 * after it, at the place the child would take in the family (a child not registered yet comes last). The caller has
 * checked through the access policy that the child, when given, is the parent's.
 */
export async function previewEnrollmentPrices(
  db: Db,
  { parentId, childId, classId, now }: { parentId: string; childId?: string; classId: string; now: Date },
): Promise<EnrollmentPrices> {
  const [row] = await db
    .select({ cls: classes, locationType: locations.type })
    .from(classes)
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(and(eq(classes.id, classId), eq(classes.active, true), eq(locations.active, true)));
  if (!row) throw new AppError('NOT_FOUND', 'Class not found');
  const today = zonedDate(now, CLUB_TIME_ZONE);
  const [{ pricing }, weekly, family] = await Promise.all([
    readClubSettings(db),
    loadWeeklySessions(db, [classId]),
    familyEnrollments(db, [parentId]),
  ]);
  const ranks = placeOfNewEnrollment(family, childId);
  const weekdays = (weekly.get(classId) ?? []).map((s) => s.dayOfWeek);
  const firstPeriod = today.slice(0, 7);
  const nextPeriod = nextPeriodOf(firstPeriod);
  const plans = planOptions({ cls: row.cls, locationType: row.locationType, weeklySessions: weekdays.length });
  const base = { prices: row.cls, weekdays, startsOn: today, ...ranks, settings: pricing };
  return {
    firstPeriod,
    nextPeriod,
    firstPeriodProRata: pricing.firstPeriodProRata,
    plans: plans.map((p) => ({
      planType: p.planType,
      currency: row.cls.currency,
      first: pricePeriod({ ...base, plan: p.planType, period: firstPeriod }),
      next: pricePeriod({ ...base, plan: p.planType, period: nextPeriod }),
    })),
  };
}

/** The place a new enrollment of a child (or of a child not registered yet) would take: it starts last. */
function placeOfNewEnrollment(family: FamilyEnrollment[], childId: string | undefined) {
  const ranks = familyRanks(family);
  const own = family.filter((e) => e.childId === childId);
  if (own.length > 0) {
    const childRank = ranks.get((own[0] as FamilyEnrollment).id)?.childRank ?? 1;
    return { childRank, classRank: own.length + 1 };
  }
  const enrolledChildren = new Set(family.map((e) => e.childId)).size;
  return { childRank: enrolledChildren + 1, classRank: 1 };
}
