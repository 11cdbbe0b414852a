// The demo club's prices are written in euro cents; a club that still runs in leva (CURRENCY=BGN) gets them
// converted at the fixed rate, so either demo is the same club.
import { DEFAULT_CLUB_SETTINGS } from '@swim/shared/club';
import type { Currency } from '@swim/shared/enums';
import { convertMinor } from '@swim/shared/money';
import type { DiscountRule, PricingSettings } from '@swim/shared/period-price';

/** A demo price (euro cents) in the club's currency. */
export const demoMoney = (euroCents: number, currency: Currency): number => convertMinor(euroCents, 'EUR', currency);

const inCurrency = (rule: DiscountRule, currency: Currency): DiscountRule =>
  rule?.kind === 'amount' ? { kind: 'amount', value: demoMoney(rule.value, currency) } : rule;

/** The demo club's discounts (their amounts in euro cents) in the club's currency. */
export function demoPricing(currency: Currency): PricingSettings {
  const { firstPeriodProRata, discounts } = DEFAULT_CLUB_SETTINGS.pricing;
  return {
    firstPeriodProRata,
    discounts: {
      secondChild: inCurrency(discounts.secondChild, currency),
      thirdChild: inCurrency(discounts.thirdChild, currency),
      secondClass: inCurrency(discounts.secondClass, currency),
    },
  };
}
