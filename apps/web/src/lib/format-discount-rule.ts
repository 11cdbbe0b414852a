import type { Currency, Language } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import type { PriceLine } from '@swim/shared/period-price';

const LOCALES: Record<Language, string> = { bg: 'bg-BG', en: 'en-GB', ru: 'ru-RU' };

export type DiscountRuleValue = Extract<PriceLine, { rule: unknown }>['rule'];

/** A family or multi-class discount as people read it: '10%' ('10 %' in Russian) or an amount, '5,00 лв.'. */
export function formatDiscountRule(rule: DiscountRuleValue, currency: Currency, language: Language): string {
  if (rule.kind === 'amount') return formatMoney(rule.value, currency, language);
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 0 }).format(
    rule.value / 100,
  );
}
