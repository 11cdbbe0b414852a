import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(filenameFromContentDisposition('attachment; filename="payments-2026-11-24.csv"')).toBe(
      'payments-2026-11-24.csv',
    );
  });

  it('prefers the UTF-8 name and drops folders', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="x.csv"; filename*=UTF-8''..%2Fplaty%20%D0%BD%D0%BE%D0%B5.csv`,
      ),
    ).toBe('platy ное.csv');
  });

  it('answers null without a name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
  });
});
