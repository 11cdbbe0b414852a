import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput, parseTimeInput, readDateInput, readTimeInput } from './date-input';

describe('formatDateInput', () => {
  it('writes an ISO date the way each language writes it', () => {
    expect(formatDateInput('2019-09-03', 'bg')).toBe('03.09.2019');
    expect(formatDateInput('2019-09-03', 'ru')).toBe('03.09.2019');
    expect(formatDateInput('2019-09-03', 'en')).toBe('03/09/2019');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDateInput('', 'bg')).toBe('');
    expect(formatDateInput('3.9', 'en')).toBe('3.9');
    expect(formatDateInput('2019-02-30', 'bg')).toBe('2019-02-30');
  });
});

describe('parseDateInput', () => {
  it('reads the day first, with or without leading zeros, in any of the three ways of writing it', () => {
    expect(parseDateInput('3.9.2019')).toBe('2019-09-03');
    expect(parseDateInput('03.09.2019')).toBe('2019-09-03');
    expect(parseDateInput('3/9/2019')).toBe('2019-09-03');
    expect(parseDateInput('03/09/2019')).toBe('2019-09-03');
    expect(parseDateInput('3-9-2019')).toBe('2019-09-03');
    expect(parseDateInput(' 3. 9. 2019 г. ')).toBe('2019-09-03');
    expect(parseDateInput('03092019')).toBe('2019-09-03');
  });

  it('passes an ISO date through', () => {
    expect(parseDateInput('2019-09-03')).toBe('2019-09-03');
    expect(parseDateInput('2019-9-3')).toBe('2019-09-03');
  });

  it('knows the leap years', () => {
    expect(parseDateInput('29.02.2024')).toBe('2024-02-29');
    expect(parseDateInput('29.02.2000')).toBe('2000-02-29');
    expect(parseDateInput('29.02.2023')).toBeNull();
    expect(parseDateInput('29.02.1900')).toBeNull();
  });

  it('refuses days and months that do not exist, and half-typed dates', () => {
    expect(parseDateInput('31.02.2019')).toBeNull();
    expect(parseDateInput('31.04.2019')).toBeNull();
    expect(parseDateInput('1.13.2019')).toBeNull();
    expect(parseDateInput('0.1.2019')).toBeNull();
    expect(parseDateInput('2019-02-30')).toBeNull();
    expect(parseDateInput('3.9.19')).toBeNull();
    expect(parseDateInput('3.9')).toBeNull();
    expect(parseDateInput('09/03/2019 10:00')).toBeNull();
    expect(parseDateInput('yesterday')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });
});

describe('readDateInput', () => {
  it('passes on the ISO date, nothing for an empty field, and other text for validation to report', () => {
    expect(readDateInput('3.9.2019')).toBe('2019-09-03');
    expect(readDateInput('   ')).toBe('');
    expect(readDateInput('31.02.2019')).toBe('31.02.2019');
  });
});

describe('parseTimeInput', () => {
  it('reads a time on the 24-hour clock, however it is typed', () => {
    expect(parseTimeInput('17:30')).toBe('17:30');
    expect(parseTimeInput('17.30')).toBe('17:30');
    expect(parseTimeInput('1730')).toBe('17:30');
    expect(parseTimeInput('9:05')).toBe('09:05');
    expect(parseTimeInput('905')).toBe('09:05');
    expect(parseTimeInput('9')).toBe('09:00');
    expect(parseTimeInput('00:00')).toBe('00:00');
    expect(parseTimeInput('23:59')).toBe('23:59');
    expect(parseTimeInput('18:00:00')).toBe('18:00');
  });

  it('refuses what is not a time of day', () => {
    expect(parseTimeInput('24:00')).toBeNull();
    expect(parseTimeInput('9:60')).toBeNull();
    expect(parseTimeInput('7pm')).toBeNull();
    expect(parseTimeInput('5:30 PM')).toBeNull();
    expect(parseTimeInput('17:3')).toBeNull();
    expect(parseTimeInput('')).toBeNull();
  });
});

describe('readTimeInput', () => {
  it('passes on HH:MM, nothing for an empty field, and other text for validation to report', () => {
    expect(readTimeInput('1730')).toBe('17:30');
    expect(readTimeInput('')).toBe('');
    expect(readTimeInput('25:00')).toBe('25:00');
  });
});
