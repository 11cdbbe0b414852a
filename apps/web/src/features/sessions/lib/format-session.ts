// How a dated session reads: its day with the date ('Thursday, 26 November') and its time span ('17:30–18:30'), in
// the reader's language. The club's wall clock throughout: the API gives dates and times already in Europe/Sofia.
import { addToTime, formatDate } from '../../../lib/format-date';

/** 'Thursday, 26 November' (capitalised: in Bulgarian and Russian day names are written in lower case). */
export function formatSessionDay(date: string, language: string): string {
  const text = formatDate(date, language, 'EEEE, d MMMM');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '17:30–18:30'. */
export function formatSessionTime(startTime: string, durationMinutes: number): string {
  return `${startTime}–${addToTime(startTime, durationMinutes)}`;
}

/** A deadline instant as '26 November, 15:30' in the club's time zone. */
export function formatDeadline(instant: string, language: string): string {
  return formatDate(instant, language, 'd MMMM, HH:mm');
}
