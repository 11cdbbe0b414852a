import type { Currency } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatPeriod } from '../lib/format-period';
import { ChoiceGroup } from './choice-group';
import type { PayableEnrollment } from './enrollment-choice';
import { ChoiceCard } from '../../../components/choice-card';

type PeriodChoiceProps = {
  periods: PayableEnrollment['periods'];
  currency: Currency;
  value: string;
  onChange: (period: string) => void;
  error?: string;
};

/**
 * The months that can be paid now with the server's price of each; a month already paid or awaiting confirmation is
 * shown but cannot be chosen.
 */
export function PeriodChoice({ periods, currency, value, onChange, error }: PeriodChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const allCovered = periods.length > 0 && periods.every((period) => period.covered);
  return (
    <ChoiceGroup
      id="pay-period"
      legend={t('payments.pay.period')}
      hint={allCovered ? t('payments.pay.allCovered') : undefined}
      error={error}
      // Two months side by side leave a covered month's badge too little room on a phone.
      className="grid-cols-1 min-[480px]:grid-cols-2"
    >
      {periods.map((period) => {
        const titleId = `period-${period.billingPeriod}-title`;
        const stateId = `period-${period.billingPeriod}-state`;
        const priceId = `period-${period.billingPeriod}-price`;
        return (
          <ChoiceCard
            density="compact"
            key={period.billingPeriod}
            name="period"
            value={period.billingPeriod}
            checked={value === period.billingPeriod}
            disabled={period.covered}
            onSelect={onChange}
            labelledBy={titleId}
            describedBy={period.covered ? stateId : priceId}
          >
            <span id={titleId} className="font-bold text-ocean-950">
              {formatPeriod(period.billingPeriod, language)}
            </span>
            {period.covered ? (
              <span>
                <Badge id={stateId} tone="success" className="rounded-lg">
                  {t('payments.pay.covered')}
                </Badge>
              </span>
            ) : (
              <span id={priceId} className="text-sm font-semibold text-ink tabular-nums">
                {formatPrice(period.price.amount, currency)}
              </span>
            )}
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
