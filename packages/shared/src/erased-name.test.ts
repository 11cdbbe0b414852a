import { describe, expect, it } from 'vitest';
import { readableName } from './erased-name.js';

describe('readableName', () => {
  it('reads an erased account’s pseudonym in the reader’s language and leaves other names alone', () => {
    expect(readableName('Erased account 1a2b', 'bg')).toBe('Изтрит профил 1a2b');
    expect(readableName('Erased account 1a2b', 'en')).toBe('Erased account 1a2b');
    expect(readableName('Erased account 1a2b', 'ru')).toBe('Удалённый аккаунт 1a2b');
    expect(readableName('Мария Петрова', 'en')).toBe('Мария Петрова');
    expect(readableName('Erased account of Maria', 'bg')).toBe('Erased account of Maria');
  });
});
