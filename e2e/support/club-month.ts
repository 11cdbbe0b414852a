/** The club keeps its books in Sofia's time: a billing month is 'YYYY-MM' there. */
const CLUB_TIME_ZONE = 'Europe/Sofia';

/** The club's billing month `offset` months from now, e.g. clubMonth(1) is next month: '2026-12'. */
export function clubMonth(offset = 0, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => Object.assign(found, { [part.type]: part.value }), {});
  const first = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1 + offset, 1));
  return first.toISOString().slice(0, 7);
}

/** A billing month as the English site writes it, e.g. '2026-11' -> 'November 2026'. */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * Whether a class meeting on these weekdays (0 = Monday) still has a session from today (club calendar) to the end of
 * this month: a child who starts after a month's last session owes nothing for it (ADR 0033), so it is not offered.
 */
export function sessionsLeftThisMonth(weekdays: number[], now = new Date()): boolean {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  for (let day = new Date(Date.UTC(y, m - 1, d)); day.getUTCMonth() === m - 1; day.setUTCDate(day.getUTCDate() + 1)) {
    if (weekdays.includes((day.getUTCDay() + 6) % 7)) return true;
  }
  return false;
}
