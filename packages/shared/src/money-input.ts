// Money as a person types it in a form ("24", "24.5", "24,50", "1 234,50") and as the API carries it (integer minor
// units). One definition for every money field: the class and product forms and the refund dialog.

const AMOUNT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * Minor units of a typed amount, or null when it is not a plain amount with at most two decimals. Spaces (also the
 * narrow and no-break ones a copied "1 234,50" carries) group thousands; digits are read as text, never as floats.
 */
export function parseMoneyInput(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replace(/(\d)[\s\u00a0\u202f]+(?=\d{3}\b)/g, '$1'));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The form text for minor units, with the language's decimal separator: 2450 -> "24,50" (bg, ru) or "24.50" (en). */
export function formatMoneyInput(minor: number, language: string): string {
  const text = (minor / 100).toFixed(2);
  return language.startsWith('en') ? text : text.replace('.', ',');
}
