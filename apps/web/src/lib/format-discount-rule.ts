import type { Currency, Language } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import type { PriceLine } from '@swim/shared/period-price';

const LOCALES: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

export type DiscountRuleValue = Extract<PriceLine, { rule: unknown }>['rule'];

/**
 * A family or multi-class discount as people read it: '10%' ('10 %' in Russian) or an amount, '5,00 €'. An amount is
 * written by `formatAmount` when given: a parent's screen passes the club's dual display ('5,00 € / 9,78 лв.').
 */
export function formatDiscountRule(
  rule: DiscountRuleValue,
  currency: Currency,
  language: Language,
  formatAmount: (amount: number, currency: Currency) => string = (amount, of) => formatMoney(amount, of, language),
): string {
  if (rule.kind === 'amount') return formatAmount(rule.value, currency);
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(
    rule.value / 100,
  );
}
