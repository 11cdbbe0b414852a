import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-handler.js';

describe('a database that cannot be reached', () => {
  it('is told apart from other failures, however deep the driver wrapped it', () => {
    const query = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });
    // The pool gave up opening a connection (a paused server, a network dropping packets): the request answers 503.
    expect(isDatabaseUnavailable(query(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailable(query(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(query(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
