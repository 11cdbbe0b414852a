// Where each retention period ends (ADR 0046): a record is older than N months when its club day (Europe/Sofia) falls
// before today's date N calendar months back. Dates and times both compare against that day's first moment.
import { CLUB_TIME_ZONE } from '@swim/shared/club';
import { zonedDate, zonedTimeToUtc } from '@swim/shared/dates';
import { ACCOUNTING_RETENTION_YEARS, type RetentionSettings } from '@swim/shared/privacy';

/** The calendar day `months` months before `day` ('YYYY-MM-DD'); the 31st falls back to the month's last day. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** A period's end as a club day (for date columns) and as the instant that day begins (for timestamps). */
export type Cutoff = { day: string; instant: Date };

export type RetentionCutoffs = {
  contactMessages: Cutoff;
  outboxBodies: Cutoff;
  auditDetails: Cutoff;
  attendance: Cutoff;
  trialVisitors: Cutoff;
  /** Kindergarten bills of months from this day on are within the accounting duty (and so is what they counted). */
  accountingFrom: string;
};

/** The cutoffs of the club's periods on `now`. */
export function retentionCutoffs(settings: RetentionSettings, now: Date): RetentionCutoffs {
  const today = zonedDate(now, CLUB_TIME_ZONE);
  const cutoff = (months: number): Cutoff => {
    const day = monthsBefore(today, months);
    return { day, instant: zonedTimeToUtc(day, '00:00', CLUB_TIME_ZONE) };
  };
  // The Accountancy Act counts its ten years from the start of the year after the document's year: a bill of any month
  // of the year ten years back is still kept this year.
  const year = Number(today.slice(0, 4)) - ACCOUNTING_RETENTION_YEARS;
  return {
    contactMessages: cutoff(settings.contactMessagesMonths),
    outboxBodies: cutoff(settings.outboxBodiesMonths),
    auditDetails: cutoff(settings.auditDetailsMonths),
    attendance: cutoff(settings.attendanceMonths),
    trialVisitors: cutoff(settings.trialVisitorsMonths),
    accountingFrom: `${String(year).padStart(4, '0')}-01-01`,
  };
}
