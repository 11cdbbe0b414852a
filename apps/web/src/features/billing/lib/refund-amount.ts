import type { Payment } from '@swim/shared/api/payments';

const LOCALES: Record<string, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

/** What is left to refund of a payment, in minor units. */
export function getRemainingRefundable(payment: Pick<Payment, 'amount' | 'refundedAmount'>): number {
  return Math.max(0, payment.amount - payment.refundedAmount);
}

/** A paid or validated payment with something left can be refunded (DESIGN.md §7; the server agrees). */
export function isRefundable(payment: Payment): boolean {
  return (payment.status === 'paid' || payment.status === 'validated') && getRemainingRefundable(payment) > 0;
}

/** Staff confirm declared cash and bank transfers only; a card is confirmed by the provider. */
export function isValidatable(payment: Payment): boolean {
  return payment.status === 'pending' && (payment.method === 'cash' || payment.method === 'bank_transfer');
}

/** A part of a whole as a percentage number written for a language, e.g. 1 of 3 -> "33,3" (bg). */
export function formatPercent(part: number, whole: number, language: string): string {
  const percent = whole > 0 ? (part / whole) * 100 : 0;
  const locale = LOCALES[language.slice(0, 2)] ?? 'bg-BG';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(percent);
}
