// Every way to spell the `/api/` prefix in a request path: each of its letters as itself, upper-cased,
// percent-encoded or encoded upper-cased, and the slash after it as itself or encoded in either hex case.

const LETTERS = [
  ['a', 'A', '%61', '%41'],
  ['p', 'P', '%70', '%50'],
  ['i', 'I', '%69', '%49'],
] as const;
const SLASHES = ['/', '%2F', '%2f'] as const;

export type Spelling = {
  /** The prefix as sent, e.g. `/%61Pi/`. */
  prefix: string;
  /**
   * Whether the router takes it for `/api/`: it decodes the percent-encoding, is case sensitive and does not take an
   * encoded slash for a separator. Worked out here from those rules, not from the app.
   */
  routed: boolean;
};

/** All 192 spellings, the plain `/api/` first. */
export function apiSpellings(): Spelling[] {
  const spellings: Spelling[] = [];
  for (const a of LETTERS[0])
    for (const p of LETTERS[1])
      for (const i of LETTERS[2])
        for (const slash of SLASHES) {
          const letters = `${a}${p}${i}`;
          spellings.push({
            prefix: `/${letters}${slash}`,
            routed: slash === '/' && decodeURIComponent(letters) === 'api',
          });
        }
  return spellings;
}
