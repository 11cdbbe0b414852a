import { describe, expect, it } from 'vitest';
import { isOneOf, oneOf } from './one-of';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

describe('oneOf', () => {
  it('keeps an allowed value and drops anything else', () => {
    expect(oneOf(LEVELS, 'advanced')).toBe('advanced');
    expect(oneOf(LEVELS, 'Advanced')).toBeUndefined();
    expect(oneOf(LEVELS, '')).toBeUndefined();
    expect(oneOf(LEVELS, null)).toBeUndefined();
    expect(oneOf(LEVELS, undefined)).toBeUndefined();
  });

  it('checks values of any type without throwing', () => {
    expect(isOneOf(LEVELS, 3)).toBe(false);
    expect(isOneOf(LEVELS, { level: 'beginner' })).toBe(false);
    expect(isOneOf(LEVELS, 'beginner')).toBe(true);
  });
});
