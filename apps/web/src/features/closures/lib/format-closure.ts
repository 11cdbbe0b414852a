// How a closure's dates read (the one rule for ranges of days, lib/format-date-range.ts).
export { formatDateRange } from '../../../lib/format-date-range';
