// How a range of days reads: "24–26 December", "30 December – 2 January", one day alone as "24 December"; the year
// only when asked (the admin's past closures) or when the range crosses into another year.
import { formatDate } from './format-date';

export function formatDateRange(startsOn: string, endsOn: string, language: string, withYear = false): string {
  const sameYear = startsOn.slice(0, 4) === endsOn.slice(0, 4);
  const year = withYear || !sameYear ? ' yyyy' : '';
  const end = formatDate(endsOn, language, `d MMMM${year}`);
  if (startsOn === endsOn) return end;
  if (sameYear && startsOn.slice(0, 7) === endsOn.slice(0, 7)) return `${formatDate(startsOn, language, 'd')}–${end}`;
  return `${formatDate(startsOn, language, sameYear ? 'd MMMM' : 'd MMMM yyyy')} – ${end}`;
}
