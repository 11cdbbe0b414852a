import type { ClubTotal } from '@swim/shared/api/club-total';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { otherCurrency } from '@swim/shared/dual-money';
import { formatRate } from '../lib/dual-money';
import { cn } from '../lib/utils';

/**
 * Says that a total in the club's currency holds payments made in the other one, converted at the fixed rate
 * ('includes 12 payments in leva converted at 1.95583'); nothing when none was converted.
 */
export function ConvertedNote({
  total,
  className,
}: {
  total: Pick<ClubTotal, 'currency' | 'converted'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (total.converted === 0) return null;
  const from = otherCurrency(total.currency);
  return (
    <span className={cn('block text-sm font-normal text-ink-muted', className)}>
      {t(`clubMoney.convertedNote.${from}`, { count: total.converted, rate: formatRate(language) })}
    </span>
  );
}
