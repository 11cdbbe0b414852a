// The dated-session rule against hand-worked calendars: December 2026 starts on a Tuesday.
import { describe, expect, it } from 'vitest';
import { type ClosureSpan, datedSessions, takesPlace, type WeekChange, weekDaySessions } from './dated-sessions.js';

const POOL = 'pool-a';
const OTHER = 'pool-b';
// Tuesdays and Thursdays at 17:30 (PostgreSQL gives times as HH:MM:SS).
const slots = [
  { dayOfWeek: 1, startTime: '17:30:00' },
  { dayOfWeek: 3, startTime: '17:30' },
];
const closure = (over: Partial<ClosureSpan>): ClosureSpan => ({
  id: 'c1',
  startsOn: '2026-12-07',
  endsOn: '2026-12-13',
  locationId: null,
  reason: 'pool_maintenance',
  ...over,
});
const brief = (
  from: string,
  to: string,
  changes = [] as Parameters<typeof datedSessions>[0]['changes'],
  closures: ClosureSpan[] = [],
) =>
  datedSessions({ slots, locationId: POOL, changes, closures }, from, to).map(
    (s) => `${s.date} ${s.startTime} ${s.status}${s.status === 'moved' ? ` -> ${s.onDate} ${s.atTime}` : ''}`,
  );

describe('datedSessions', () => {
  it('gives one session per weekly slot and week, in date order, times as HH:MM', () => {
    expect(brief('2026-12-01', '2026-12-10')).toEqual([
      '2026-12-01 17:30 scheduled',
      '2026-12-03 17:30 scheduled',
      '2026-12-08 17:30 scheduled',
      '2026-12-10 17:30 scheduled',
    ]);
  });

  it('closes the sessions inside a club-wide or this location’s closure, not another location’s', () => {
    expect(brief('2026-12-01', '2026-12-17', [], [closure({})])).toEqual([
      '2026-12-01 17:30 scheduled',
      '2026-12-03 17:30 scheduled',
      '2026-12-08 17:30 closed',
      '2026-12-10 17:30 closed',
      '2026-12-15 17:30 scheduled',
      '2026-12-17 17:30 scheduled',
    ]);
    expect(brief('2026-12-07', '2026-12-13', [], [closure({ locationId: OTHER })])).toEqual([
      '2026-12-08 17:30 scheduled',
      '2026-12-10 17:30 scheduled',
    ]);
    // Single-day closures at both ends of the range count (inclusive).
    expect(
      brief(
        '2026-12-01',
        '2026-12-03',
        [],
        [closure({ startsOn: '2026-12-03', endsOn: '2026-12-03', locationId: POOL })],
      ),
    ).toEqual(['2026-12-01 17:30 scheduled', '2026-12-03 17:30 closed']);
  });

  it('applies a cancellation and a move by the key date and time, and orders by when sessions take place', () => {
    const changes = [
      { date: '2026-12-01', startTime: '17:30:00', kind: 'cancelled' as const, movedToDate: null, movedToTime: null },
      {
        date: '2026-12-03',
        startTime: '17:30:00',
        kind: 'moved' as const,
        movedToDate: '2026-12-05',
        movedToTime: '09:00:00',
      },
    ];
    const sessions = datedSessions({ slots, locationId: POOL, changes, closures: [] }, '2026-12-01', '2026-12-08');
    expect(sessions.map((s) => [s.date, s.onDate, s.atTime, s.status, takesPlace(s)])).toEqual([
      ['2026-12-01', '2026-12-01', '17:30', 'cancelled', false],
      ['2026-12-03', '2026-12-05', '09:00', 'moved', true],
      ['2026-12-08', '2026-12-08', '17:30', 'scheduled', true],
    ]);
  });

  it('closes a session moved into a closed day', () => {
    const changes = [
      {
        date: '2026-12-03',
        startTime: '17:30',
        kind: 'moved' as const,
        movedToDate: '2026-12-07',
        movedToTime: '17:30',
      },
    ];
    expect(brief('2026-12-03', '2026-12-03', changes, [closure({})])).toEqual(['2026-12-03 17:30 closed']);
  });

  it('gives nothing for an empty range or a class without weekly sessions', () => {
    expect(brief('2026-12-04', '2026-12-07')).toEqual([]);
    expect(
      datedSessions({ slots: [], locationId: POOL, changes: [], closures: [] }, '2026-12-01', '2026-12-31'),
    ).toEqual([]);
  });
});

describe('weekDaySessions', () => {
  // The week of Monday 7 December 2026. A: Tuesdays 17:30 and Thursdays 17:30; B: Thursdays 09:00 and 19:00.
  const MONDAY = '2026-12-07';
  const week = [
    { classId: 'A', dayOfWeek: 1, startTime: '17:30' },
    { classId: 'B', dayOfWeek: 3, startTime: '19:00:00' },
    { classId: 'A', dayOfWeek: 3, startTime: '17:30' },
    { classId: 'B', dayOfWeek: 3, startTime: '09:00' },
  ];
  const change = (over: Partial<WeekChange> & Pick<WeekChange, 'classId' | 'date' | 'status'>): WeekChange => ({
    startTime: '17:30',
    onDate: over.date,
    atTime: over.startTime ?? '17:30',
    ...over,
  });
  /** Each day as 'class time' (+ 'change' when changed, '<-' when moved in), Monday first. */
  const show = (changes: WeekChange[]) =>
    weekDaySessions(MONDAY, week, changes).map((day) =>
      day.map((s) => `${s.slot.classId} ${s.time}${s.change ? ` ${s.change.status}` : ''}${s.movedIn ? ' <-' : ''}`),
    );

  it('puts each weekly session on its own day in time order, times as HH:MM', () => {
    expect(show([])).toEqual([[], ['A 17:30'], [], ['B 09:00', 'A 17:30', 'B 19:00'], [], [], []]);
  });

  it('shows a moved session on its own day as moved and on its new day at its new time, in order', () => {
    const moved = change({ classId: 'A', date: '2026-12-08', status: 'moved', onDate: '2026-12-10', atTime: '18:15' });
    expect(show([moved])).toEqual([
      [],
      ['A 17:30 moved'],
      [],
      ['B 09:00', 'A 17:30', 'A 18:15 moved <-', 'B 19:00'],
      [],
      [],
      [],
    ]);
  });

  it('shows a session moved to a later time of its own day twice on that day', () => {
    const moved = change({ classId: 'B', date: '2026-12-10', startTime: '09:00', status: 'moved', atTime: '20:00' });
    expect(show([moved])[3]).toEqual(['B 09:00 moved', 'A 17:30', 'B 19:00', 'B 20:00 moved <-']);
  });

  it('shows a closed or cancelled session on its own day only, and no move outside the week', () => {
    const changes = [
      // Moved into a closed day: closed, and nowhere else.
      change({ classId: 'A', date: '2026-12-08', status: 'closed', onDate: '2026-12-11', atTime: '10:00' }),
      change({ classId: 'A', date: '2026-12-10', status: 'cancelled' }),
      change({ classId: 'B', date: '2026-12-10', startTime: '19:00', status: 'moved', onDate: '2026-12-14' }),
      // Another week's change, and a change to a weekly session this class no longer has.
      change({ classId: 'A', date: '2026-12-15', status: 'moved', onDate: '2026-12-13' }),
      change({ classId: 'B', date: '2026-12-08', status: 'moved', onDate: '2026-12-12' }),
    ];
    expect(show(changes)).toEqual([
      [],
      ['A 17:30 closed'],
      [],
      ['B 09:00', 'A 17:30 cancelled', 'B 19:00 moved'],
      [],
      [],
      [],
    ]);
  });
});
