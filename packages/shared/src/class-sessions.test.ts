import { describe, expect, it } from 'vitest';
import { checkSessions } from './class-sessions.js';

describe('checkSessions', () => {
  it('needs at least one session', () => {
    expect(checkSessions([])).toEqual({
      ok: false,
      issues: [{ index: null, field: null, message: 'sessionsRequired' }],
    });
  });

  it('needs both a day and a time on every row', () => {
    const result = checkSessions([
      { dayOfWeek: '', startTime: '17:00' },
      { dayOfWeek: 2, startTime: '' },
      { dayOfWeek: null, startTime: null },
    ]);
    expect(result).toEqual({
      ok: false,
      issues: [
        { index: 0, field: 'dayOfWeek', message: 'sessionDayRequired' },
        { index: 1, field: 'startTime', message: 'sessionTimeRequired' },
        { index: 2, field: 'dayOfWeek', message: 'sessionDayRequired' },
        { index: 2, field: 'startTime', message: 'sessionTimeRequired' },
      ],
    });
  });

  it('refuses a slot given twice, also when written differently', () => {
    const result = checkSessions([
      { dayOfWeek: 1, startTime: '17:30' },
      { dayOfWeek: '1', startTime: '17:30:00' },
    ]);
    expect(result).toEqual({ ok: false, issues: [{ index: 1, field: 'startTime', message: 'sessionDuplicate' }] });
  });

  it('refuses days and times outside the week and the clock', () => {
    const result = checkSessions([
      { dayOfWeek: 7, startTime: '10:00' },
      { dayOfWeek: 0, startTime: '24:00' },
      { dayOfWeek: 1.5, startTime: '9:00' },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.index, i.message])).toEqual([
      [0, 'sessionDayRequired'],
      [1, 'sessionTimeRequired'],
      [2, 'sessionDayRequired'],
      [2, 'sessionTimeRequired'],
    ]);
  });

  it('accepts the same time on different days and normalises the rows', () => {
    expect(
      checkSessions([
        { dayOfWeek: '0', startTime: '17:00' },
        { dayOfWeek: 2, startTime: ' 17:00:00 ' },
      ]),
    ).toEqual({
      ok: true,
      sessions: [
        { dayOfWeek: 0, startTime: '17:00' },
        { dayOfWeek: 2, startTime: '17:00' },
      ],
    });
  });
});
