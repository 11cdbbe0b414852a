import type { Currency } from '@swim/shared/enums';
import { formatMoney } from '@swim/shared/money';
import { useLanguage } from '../../../hooks/use-language';
import { cn } from '../../../lib/utils';
import { formatConverted } from '../lib/money';

type MoneyAmountProps = { amount: number; currency: Currency; className?: string; convertedClassName?: string };

/** An amount with, beside it, the same amount in the other currency at the fixed rate: '80,00 лв. (40,90 €)'. */
export function MoneyAmount({ amount, currency, className, convertedClassName }: MoneyAmountProps) {
  const language = useLanguage();
  return (
    <span className={cn('tabular-nums', className)}>
      {formatMoney(amount, currency, language)}{' '}
      <span className={cn('text-sm font-normal text-ink-muted', convertedClassName)}>
        ({formatConverted(amount, currency, language)})
      </span>
    </span>
  );
}
