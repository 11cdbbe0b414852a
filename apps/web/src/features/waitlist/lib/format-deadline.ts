import { formatDate } from '../../../lib/format-date';

/**
 * An offer's deadline as the family reads it after "until": weekday, day and the club's time ("Friday, 20 November,
 * 18:00"). Russian puts the weekday in brackets: after «до» a leading weekday would need another case.
 */
export function formatDeadline(expiresAt: string, language: string): string {
  return formatDate(expiresAt, language, language === 'ru' ? 'd MMMM (EEEE), HH:mm' : 'EEEE, d MMMM, HH:mm');
}
