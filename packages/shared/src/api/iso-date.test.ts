import { describe, expect, it } from 'vitest';
import { childInputSchema } from './children.js';
import { isCalendarDate } from './iso-date.js';

describe('calendar dates', () => {
  it('accept real dates and refuse impossible or malformed ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2016-02-30')).toBe(false);
    expect(isCalendarDate('2016-13-01')).toBe(false);
    expect(isCalendarDate('16-02-01')).toBe(false);
    // PostgreSQL has no year 0: such a date must be refused here, not by the database.
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('1900-01-01')).toBe(true);
  });

  it('give a child an invalid-date message for 30 February, and a required one for nothing', () => {
    const base = {
      fullName: 'Ива Иванова',
      firstName: 'Iva',
      lastName: 'Ivanova',
      gender: 'female',
      skillLevel: 'beginner',
      emergencyContact: 'Мама',
      emergencyPhone: '0888123456',
    };
    const impossible = childInputSchema.safeParse({ ...base, birthDate: '2016-02-30' });
    expect(impossible.error?.issues.map((i) => i.message)).toEqual(['dateInvalid']);
    const missing = childInputSchema.safeParse({ ...base, birthDate: '' });
    expect(missing.error?.issues[0]?.message).toBe('birthDateRequired');
  });
});
