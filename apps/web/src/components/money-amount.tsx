import { formatBoth, formatConverted } from '@swim/shared/dual-money';
import type { Currency } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { useDualDisplay } from '../hooks/use-format-money';
import { useLanguage } from '../hooks/use-language';
import { cn } from '../lib/utils';

type MoneyAmountProps = { amount: number; currency: Currency; className?: string; convertedClassName?: string };

/**
 * A price as a parent or visitor reads it. With the club's dual display on, in both currencies in the same size and
 * style, '80,00 € / 156,47 лв.' (ADR 0034). Off, in its own currency; an amount in leva (history, or a club still in
 * leva) keeps its euro equivalent beside it, smaller, '80,00 лв. (40,90 €)', since the euro is Bulgaria's currency.
 */
export function MoneyAmount({ amount, currency, className, convertedClassName }: MoneyAmountProps) {
  const language = useLanguage();
  const dual = useDualDisplay();
  if (dual) return <span className={cn('tabular-nums', className)}>{formatBoth(amount, currency, language)}</span>;
  return (
    <span className={cn('tabular-nums', className)}>
      {formatMoney(amount, currency, language)}
      {currency === 'BGN' ? (
        <>
          {' '}
          <span className={cn('text-sm font-normal text-ink-muted', convertedClassName)}>
            ({formatConverted(amount, currency, language)})
          </span>
        </>
      ) : null}
    </span>
  );
}
