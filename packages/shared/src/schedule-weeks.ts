// The weeks the public schedule shows (issue 26 item 5, ADR 0039): this Monday-to-Sunday week and the next
// SCHEDULE_WEEKS_AHEAD, each named by its Monday ('YYYY-MM-DD', the `?week=` of /schedule). No zod here: the home
// page's first chunks use it.
import { isCalendarDate } from './calendar-date.js';
import { addDays, isoDayOfWeek } from './dates.js';

/**
 * Weeks after this one a visitor can open: nine in all, so every closure the public notice lists (PUBLIC_CLOSURE_DAYS,
 * 60 days ahead) falls in a week the schedule shows.
 */
export const SCHEDULE_WEEKS_AHEAD = 8;

/** The Monday of a date's week. */
export const mondayOf = (date: string): string => addDays(date, -isoDayOfWeek(date));

/** The Mondays of the weeks shown from today on: this week first. */
export function scheduleWeeks(today: string): string[] {
  const first = mondayOf(today);
  return Array.from({ length: SCHEDULE_WEEKS_AHEAD + 1 }, (_, index) => addDays(first, index * 7));
}

/** Whether `week` names a week the schedule shows from today: a Monday from this week to SCHEDULE_WEEKS_AHEAD on. */
export function isScheduleWeek(week: string, today: string): boolean {
  return scheduleWeeks(today).includes(week);
}

/** The week a `?week=` value asks for, or this week when it names none the schedule shows (absent, malformed, past). */
export function pickScheduleWeek(value: string | null | undefined, today: string): string {
  return value && isCalendarDate(value) && isScheduleWeek(value, today) ? value : mondayOf(today);
}
