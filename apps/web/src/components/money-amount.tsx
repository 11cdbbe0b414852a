import type { Currency } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { useLanguage } from '../../../hooks/use-language';
import { cn } from '../../../lib/utils';
import { formatConverted } from '../lib/money';

type MoneyAmountProps = { amount: number; currency: Currency; className?: string; convertedClassName?: string };

/**
 * An amount in its own currency. An amount in leva also shows its euro equivalent at the fixed rate, '80,00 лв.
 * (40,90 €)': the euro is Bulgaria's currency since 2026, so a lev figure is read against it; a euro figure stands alone.
 */
export function MoneyAmount({ amount, currency, className, convertedClassName }: MoneyAmountProps) {
  const language = useLanguage();
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
