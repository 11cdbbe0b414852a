import { describe, expect, it } from 'vitest';
import { getRecentMonths } from './recent-months.js';

// Worked out by hand from a calendar: Sofia is UTC+2 in winter and UTC+3 in summer.
const cases: { now: string; count: number; months: string[]; why: string }[] = [
  {
    now: '2027-02-10T10:00:00Z',
    count: 4,
    months: ['2027-02', '2027-01', '2026-12', '2026-11'],
    why: 'over a new year',
  },
  { now: '2026-06-15T12:00:00Z', count: 1, months: ['2026-06'], why: 'the current month alone' },
  { now: '2026-06-15T12:00:00Z', count: 0, months: [], why: 'no months asked' },
  { now: '2026-11-30T22:30:00Z', count: 2, months: ['2026-12', '2026-11'], why: '00:30 on 1 December in Sofia' },
  { now: '2026-11-30T21:30:00Z', count: 2, months: ['2026-11', '2026-10'], why: '23:30 on 30 November in Sofia' },
  { now: '2026-07-31T21:00:00Z', count: 2, months: ['2026-08', '2026-07'], why: 'midnight in Sofia in summer (UTC+3)' },
  { now: '2026-07-31T20:59:00Z', count: 2, months: ['2026-07', '2026-06'], why: 'a minute before it' },
  {
    now: '2026-03-31T08:00:00Z',
    count: 2,
    months: ['2026-03', '2026-02'],
    why: 'the 31st steps back to a short month',
  },
  {
    now: '2026-01-05T09:00:00Z',
    count: 13,
    months: [
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
      '2025-04',
      '2025-03',
      '2025-02',
      '2025-01',
    ],
    why: 'a whole year back and one month more',
  },
];

describe('getRecentMonths', () => {
  it.each(cases)('$why', ({ now, count, months }) => {
    expect(getRecentMonths(count, new Date(now))).toEqual(months);
  });
});
