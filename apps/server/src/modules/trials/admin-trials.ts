// The admin's view of trial lessons (issue 28): every booking with its family, where it stands and whether the family
// enrolled afterwards, and the club's conversion figures.
import {
  ADMIN_TRIALS_LIMIT,
  type AdminTrials,
  type AdminTrialsQuery,
  TRIAL_MONTHS,
  type TrialFigures,
  type TrialMonth,
} from '@swim/shared/api/trials';
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { addDays, monthPeriodOf, zonedTimeToUtc } from '@swim/shared/dates';
import { getRecentMonths } from '@swim/shared/recent-months';
import { hhmm } from '@swim/shared/dated-sessions';
import { and, desc, eq, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, locations, trialBookings } from '../../db/schema/index.js';
import { clubToday } from '../sessions/session-view.js';
import { trialStatusOf } from './trial-view.js';

const count = (where: SQL) => sql<number>`count(*) filter (where ${where})::int`;

/** The condition a status filter stands for. */
function filterOf(status: AdminTrialsQuery['status']): SQL | undefined {
  const live = isNull(trialBookings.cancelledAt);
  switch (status) {
    case 'booked':
      return and(live, isNull(trialBookings.attendance));
    case 'cancelled':
      return isNotNull(trialBookings.cancelledAt);
    case 'attended':
      return and(live, eq(trialBookings.attendance, 'present'));
    case 'absent':
      return and(live, eq(trialBookings.attendance, 'absent'));
    case 'converted':
      return isNotNull(trialBookings.convertedAt);
    default:
      return undefined;
  }
}

/** The club's figures over every trial ever booked. */
async function readFigures(db: Db): Promise<TrialFigures> {
  const live = isNull(trialBookings.cancelledAt);
  const [row] = await db
    .select({
      booked: count(live),
      cancelled: count(isNotNull(trialBookings.cancelledAt)),
      attended: count(and(live, eq(trialBookings.attendance, 'present')) as SQL),
      absent: count(and(live, eq(trialBookings.attendance, 'absent')) as SQL),
      converted: count(isNotNull(trialBookings.convertedAt)),
    })
    .from(trialBookings);
  const figures = row ?? { booked: 0, cancelled: 0, attended: 0, absent: 0, converted: 0 };
  const rate = figures.booked > 0 ? Math.round((figures.converted / figures.booked) * 1000) / 10 : null;
  return { ...figures, rate };
}

/**
 * Trials booked and converted per club month of their sessions, TRIAL_MONTHS months up to the next one (trials are
 * booked up to four weeks ahead), zeros included.
 */
async function readMonths(db: Db, now: Date): Promise<TrialMonth[]> {
  const { end } = monthPeriodOf(clubToday(now));
  const months = getRecentMonths(TRIAL_MONTHS, zonedTimeToUtc(addDays(end, 1), '12:00', CLUB_TIME_ZONE)).reverse();
  const month = sql<string>`to_char(${trialBookings.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      booked: count(isNull(trialBookings.cancelledAt)),
      converted: count(isNotNull(trialBookings.convertedAt)),
    })
    .from(trialBookings)
    .where(gte(trialBookings.date, `${months[0]}-01`))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((m) => ({
    month: m,
    booked: byMonth.get(m)?.booked ?? 0,
    converted: byMonth.get(m)?.converted ?? 0,
  }));
}

/** The trials the filter keeps, latest session first, with the figures. */
export async function listAdminTrials(db: Db, query: AdminTrialsQuery, now: Date): Promise<AdminTrials> {
  const where = filterOf(query.status);
  const rows = await db
    .select({ trial: trialBookings, classTitle: classes.title, locationName: locations.name })
    .from(trialBookings)
    .innerJoin(classes, eq(classes.id, trialBookings.classId))
    .innerJoin(locations, eq(locations.id, classes.locationId))
    .where(where)
    .orderBy(desc(trialBookings.date), desc(trialBookings.startTime), desc(trialBookings.createdAt))
    .limit(ADMIN_TRIALS_LIMIT);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(trialBookings).where(where);
  return {
    figures: await readFigures(db),
    months: await readMonths(db, now),
    total: total?.n ?? 0,
    items: rows.map(({ trial: t, classTitle, locationName }) => ({
      id: t.id,
      classId: t.classId,
      classTitle,
      locationName,
      date: t.date,
      startTime: hhmm(t.startTime),
      parentName: t.parentName,
      email: t.email,
      phone: t.phone,
      childFirstName: t.childFirstName,
      childBirthYear: t.childBirthYear,
      status: trialStatusOf(t),
      createdAt: t.createdAt.toISOString(),
      hasAccount: t.userId !== null,
      followUpSentAt: t.followUpSentAt?.toISOString() ?? null,
      convertedAt: t.convertedAt?.toISOString() ?? null,
    })),
  };
}
