import { ERROR_CODES } from '@swim/shared/errors';
import { describe, expect, it } from 'vitest';
import bg from '../locales/bg.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { ApiError, type ApiErrorCode } from './api-client';
import { ERROR_MESSAGES, getErrorMessageKey } from './error-message';

type Catalog = { [key: string]: string | Catalog };
const CATALOGS: Record<string, Catalog> = { bg, en, ru };

/** The catalog's text at a dotted key, or undefined. */
function textAt(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const failure = (code: ApiErrorCode) => new ApiError({ code, status: 409, message: 'In English from the server' });

describe('the error messages', () => {
  it('are refused by the compiler when a code has none', () => {
    const { CLASS_FULL: _message, ...withoutOne } = ERROR_MESSAGES;
    // @ts-expect-error CLASS_FULL has no message, and the map's type (a Record of every code) refuses that.
    const incomplete: typeof ERROR_MESSAGES = withoutOne;
    expect(incomplete.CLASS_FULL).toBeUndefined();
  });

  it("cover every code of the server's list and what fails before an answer, in every language", () => {
    const codes: ApiErrorCode[] = [...ERROR_CODES, 'NETWORK', 'INVALID_RESPONSE', 'UNKNOWN'];
    const missing = Object.entries(CATALOGS).flatMap(([language, catalog]) =>
      codes.filter((code) => !textAt(catalog, getErrorMessageKey(failure(code)))).map((code) => `${language} ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('read as the generic text only where the server failed or said nothing the app can explain', () => {
    const generic = Object.entries(ERROR_MESSAGES)
      .filter(([, key]) => key === 'errors.generic')
      .map(([code]) => code);
    expect(generic.sort()).toEqual(['INTERNAL', 'UNKNOWN']);
  });

  it("use the spec's text for a missing child", () => {
    expect(textAt(en, getErrorMessageKey(failure('CHILD_NOT_FOUND')))).toBe('Child not found');
  });

  it('fall back to the generic text for a failure that is no API error', () => {
    expect(getErrorMessageKey(new Error('boom'))).toBe('errors.generic');
    expect(getErrorMessageKey(undefined)).toBe('errors.generic');
  });
});
