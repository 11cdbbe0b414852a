// How a dated session reads in the coach's list: its day and date, its time, and the week it may be moved within.
import type { ClassDatedSession } from '@swim/shared/api/closures';
import { addDays, isoDayOfWeek } from '@swim/shared/dates';
import { addToTime, formatDate } from '../../../lib/format-date';

/** "Tuesday, 3 December" in the reader's language. */
export const formatSessionDay = (date: string, language: string) => formatDate(date, language, 'EEEE, d MMMM');

/** "17:00–17:45". */
export const formatSessionTime = (time: string, durationMinutes: number) =>
  `${time}–${addToTime(time, durationMinutes)}`;

/** Monday and Sunday of the week the session belongs to (a move stays inside it). */
export function weekOf(date: string): { monday: string; sunday: string } {
  const monday = addDays(date, -isoDayOfWeek(date));
  return { monday, sunday: addDays(monday, 6) };
}

/** The key the server knows a session by (the date and time the weekly pattern gives it). */
export const sessionKey = (session: ClassDatedSession) => ({ date: session.date, startTime: session.startTime });

/** A note left empty is none. */
export function noteOrNull(note: { bg: string; en: string; ru: string }) {
  return note.bg.trim() || note.en.trim() || note.ru.trim() ? note : null;
}
