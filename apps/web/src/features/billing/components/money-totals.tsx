import type { ClubTotal } from '@swim/shared/api/club-total';
import { formatMoney } from '@swim/shared/money';
import { ConvertedNote } from '../../../components/converted-note';
import { useLanguage } from '../../../hooks/use-language';

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
