import type { PeriodDeduction } from '@swim/shared/api/payments';
import type { Currency } from '@swim/shared/enums';
import type { PriceLine } from '@swim/shared/period-price';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../hooks/use-format-money';
import { useLanguage } from '../hooks/use-language';
import { formatDiscountRule } from '../lib/format-discount-rule';
import { formatDate } from '../lib/format-date';
import { cn } from '../lib/utils';

type PriceBreakdownProps = {
  /** The plan's full price for the period. */
  listAmount: number;
  /**
   * What the server took off it: a fair first period, one family or multi-class discount (ADR 0033), the closed share
   * of the month before (ADR 0040).
   */
  lines: readonly PriceLine[];
  /** What the club wrote off or already received of the month (ADR 0037), taken off after the lines. */
  deductions?: readonly PeriodDeduction[];
  /** What is paid. */
  amount: number;
  currency: Currency;
  /** What the table shows, e.g. 'How the amount for November 2026 is made up'. */
  caption: string;
  className?: string;
};

/** A price line's label in the reader's language, e.g. 'Отстъпка за второ дете (10%)'. */
function usePriceLineLabel(currency: Currency) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  return (line: PriceLine) => {
    if (line.kind === 'firstPeriod') {
      return t('price.lines.firstPeriod', {
        left: line.sessionsLeft,
        count: line.sessionsInPeriod,
        date: formatDate(line.startsOn, language, 'd MMMM'),
      });
    }
    if (line.kind === 'closure') {
      // The closed month, e.g. 'Затворен басейн: 4 от 10 занимания за декември 2026' (ADR 0040).
      return t('price.lines.closure', {
        closed: line.sessionsClosed,
        count: line.sessionsInPeriod,
        month: formatDate(line.period, language, 'LLLL yyyy'),
      });
    }
    return t(`price.lines.${line.kind}`, { rule: formatDiscountRule(line.rule, currency, language, formatPrice) });
  };
}

/** How a period's amount is made up: the plan's price, each line taken off it, and what is paid. */
export function PriceBreakdown({
  listAmount,
  lines,
  deductions = [],
  amount,
  currency,
  caption,
  className,
}: PriceBreakdownProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatMoney();
  const label = usePriceLineLabel(currency);
  const money = (minor: number) => formatPrice(minor, currency);
  const head = 'py-1.5 pr-4 text-left align-top';
  const cell = 'py-1.5 text-right align-top font-semibold whitespace-nowrap tabular-nums';
  // A real table (no display overrides, which cost it its semantics in some browsers): two columns fit a phone.
  return (
    <table className={cn('w-full border-collapse text-sm', className)}>
      <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
      <tbody>
        <tr>
          <th scope="row" className={cn(head, 'font-normal text-ink-muted')}>
            {t('price.listAmount')}
          </th>
          <td className={cn(cell, 'text-ink')}>{money(listAmount)}</td>
        </tr>
        {lines.map((line) => (
          <tr key={line.kind}>
            <th scope="row" className={cn(head, 'font-normal text-ink-muted')}>
              {label(line)}
            </th>
            <td className={cn(cell, 'text-emerald-800')}>{money(line.amount)}</td>
          </tr>
        ))}
        {deductions.map((line) => (
          <tr key={line.kind}>
            <th scope="row" className={cn(head, 'font-normal text-ink-muted')}>
              {t(`price.deductions.${line.kind}`)}
            </th>
            <td className={cn(cell, 'text-emerald-800')}>{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-sand-300">
        <tr>
          <th scope="row" className={cn(head, 'font-semibold text-ink')}>
            {t('price.total')}
          </th>
          <td className={cn(cell, 'text-ocean-950')}>{money(amount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
