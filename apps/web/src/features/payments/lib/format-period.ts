import { formatDate } from '../../../lib/format-date';

/** A billing period 'YYYY-MM' as a month and year in the language, e.g. 'ноември 2026'. */
export function formatPeriod(period: string, language: string): string {
  return formatDate(period, language, 'LLLL yyyy');
}
