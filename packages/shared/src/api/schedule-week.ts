// One week of the public schedule as it really is (issue 26 item 5): the dated sessions of that week that do not take
// place as the weekly pattern says (closed, cancelled or moved), with why. The weekly pattern itself is GET /api/schedule.
import { z } from 'zod';
import { isCalendarDate } from '../calendar-date.js';
import { isoDayOfWeek } from '../dates.js';
import { CLOSURE_REASONS } from '../enums.js';
import { localizedTextSchema } from '../localized.js';

export const scheduleWeekQuerySchema = z.object({
  /** The week's Monday. Past weeks and weeks beyond SCHEDULE_WEEKS_AHEAD (+1 for a device's clock) are refused. */
  week: z
    .string()
    .refine(isCalendarDate, 'dateInvalid')
    .refine((value) => !isCalendarDate(value) || isoDayOfWeek(value) === 0, 'weekNotMonday'),
});

export const weekSessionChangeSchema = z.object({
  classId: z.string(),
  /** The dated session's key: the date and time the weekly pattern gives it. */
  date: z.string(),
  startTime: z.string(),
  status: z.enum(['closed', 'cancelled', 'moved']),
  /** When it takes place instead (a move), else its own date and time. */
  onDate: z.string(),
  atTime: z.string(),
  /** Why it is closed (a closure's reason); null when cancelled or moved. */
  reason: z.enum(CLOSURE_REASONS).nullable(),
  /** The closure's note, the club's public word (a coach's note on one session goes only to that class's families). */
  note: localizedTextSchema.nullable(),
});
export type WeekSessionChange = z.infer<typeof weekSessionChangeSchema>;

export const scheduleWeekSchema = z.object({
  /** The week's Monday. */
  week: z.string(),
  changes: z.array(weekSessionChangeSchema),
});
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;
