// IBAN checks (ISO 13616): the shape of the number and its mod-97 check digits.

/** The IBAN without spaces, in capitals. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** True when the IBAN has a country code, two check digits, 11–30 letters or digits, and passes the mod-97 check. */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN as people read it: groups of four ('BG80 BNBG 9661 1020 3456 78'). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** A BIC (SWIFT code): bank, country and location, with an optional branch. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}
