import type { MoneyByCurrency } from '@swim/shared/api/payments';
import type { Currency } from '@swim/shared/enums';
import { DEFAULT_CURRENCY, formatMoney } from '@swim/shared/money';
import { useLanguage } from '../../../hooks/use-language';

/** Sums kept apart per currency ("120,00 лв. · 30,00 €"); nothing reads as zero in the club's currency. */
export function MoneyTotals({ totals, fallback = DEFAULT_CURRENCY }: { totals: MoneyByCurrency; fallback?: Currency }) {
  const language = useLanguage();
  if (totals.length === 0) return <span className="tabular-nums">{formatMoney(0, fallback, language)}</span>;
  return (
    <span className="flex flex-wrap gap-x-3 tabular-nums">
      {totals.map((total) => (
        <span key={total.currency}>{formatMoney(total.amount, total.currency, language)}</span>
      ))}
    </span>
  );
}
