// Calendar helpers in the club's time zone (pure; no I/O).

// Building an Intl.DateTimeFormat is costly; one per time zone is reused.
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached(store: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat) {
  let format = store.get(key);
  if (!format) {
    format = make();
    store.set(key, format);
  }
  return format;
}

/** Offset of a time zone from UTC at an instant, in minutes (e.g. +120 for Sofia in winter). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const format = cached(
    offsetFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which a wall-clock date and time ('YYYY-MM-DD', 'HH:MM') happens in a time zone. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - timeZoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  // A second pass settles the offset on days when summer time starts or ends.
  return new Date(guess - timeZoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  const format = cached(
    dateFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(instant);
}

/** Adds days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one 'YYYY-MM-DD' date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** Day of week of a 'YYYY-MM-DD' date, 0 = Monday ... 6 = Sunday. */
export function isoDayOfWeek(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export const QUICK_DATE_RANGES = ['7', '30', '90', 'all'] as const;
export type QuickDateRange = (typeof QUICK_DATE_RANGES)[number];

/** Start instant of a quick date filter (7, 30, 90 days, or all time = null). */
export function quickRangeStart(range: QuickDateRange, now: Date): Date | null {
  if (range === 'all') return null;
  return new Date(now.getTime() - Number(range) * 86_400_000);
}

/**
 * The plan period a date falls in (ADR 0025): its calendar month, as 'YYYY-MM' with the first and last day.
 * One definition for enrolments, payments, renewals and the seed.
 */
export function monthPeriodOf(date: string): { period: string; start: string; end: string } {
  const period = date.slice(0, 7);
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { period, start: `${period}-01`, end: `${period}-${String(last).padStart(2, '0')}` };
}
