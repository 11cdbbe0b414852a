// No zod here: a date input uses this check without loading the schemas.

/**
 * True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one) in the years 1900-2999: a club has no
 * dates outside them, and PostgreSQL refuses some (year 0), which must be a 400, never a 500.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
