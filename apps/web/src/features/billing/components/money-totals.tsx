import type { ClubTotal } from '@swim/shared/api/club-total';
import type { MoneyByCurrency } from '@swim/shared/api/payments';
import type { Currency } from '@swim/shared/enums';
import { DEFAULT_CURRENCY, formatMoney } from '@swim/shared/money';
import { ConvertedNote } from '../../../components/converted-note';
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

/** A total in the club's currency, with a note when it holds payments in the other currency, converted. */
export function ClubTotalAmount({ total }: { total: ClubTotal }) {
  const language = useLanguage();
  return (
    <span className="flex flex-col">
      <span className="tabular-nums">{formatMoney(total.amount, total.currency, language)}</span>
      <ConvertedNote total={total} />
    </span>
  );
}
