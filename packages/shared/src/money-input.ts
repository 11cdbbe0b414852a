// Money as an admin types it in a form ("24", "24.5", "24,50") and as the API carries it (integer minor units).

const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** Minor units of a typed amount, or null when it is not a plain amount with at most two decimals. */
export function parseMoneyInput(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The form text for minor units: 2450 -> "24.50". */
export function formatMoneyInput(minor: number): string {
  return (minor / 100).toFixed(2);
}
