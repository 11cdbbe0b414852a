// How a trial's session reads, in the reader's language and the club's wall clock (the API gives Europe/Sofia dates
// and times): 'Monday, 14 December' and '17:00–18:00'.
import { addToTime, formatDate } from '../../../lib/format-date';

/** 'Monday, 14 December' (capitalised: Bulgarian and Russian write day names in lower case). */
export function formatTrialDay(date: string, language: string): string {
  const text = formatDate(date, language, 'EEEE, d MMMM');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '17:00–18:00'. */
export function formatTrialTime(startTime: string, durationMinutes: number): string {
  return `${startTime}–${addToTime(startTime, durationMinutes)}`;
}
