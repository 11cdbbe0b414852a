import type { RecordOptions } from '@swim/shared/api/staff-payments';
import { formatMoney } from '@swim/shared/money';
import { formatMonth } from '@swim/shared/month-names';
import { Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { CheckboxField } from './ui/checkbox-field';

type Props = {
  period: RecordOptions['periods'][number];
  canConfirmSecond: boolean;
  /** A kindergarten bill is never paid twice: nobody records a second payment for it. */
  kindergarten: boolean;
  confirmSecond: boolean;
  onConfirmSecond: (value: boolean) => void;
};

/**
 * What already stands on the chosen month: a payment covering it (an admin may still record a second one, on
 * purpose), the family's card subscription, or the parent's declaration that recording will confirm.
 */
export function RecordPeriodNotice({ period, canConfirmSecond, kindergarten, confirmSecond, onConfirmSecond }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const month = formatMonth(period.billingPeriod, language);
  const { covering, declaration } = period;
  if (covering || period.subscription) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-ink">
        <p className="flex gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            {covering
              ? t('staffPayments.record.covered', {
                  month,
                  number: covering.number,
                  status: t(`payment.status.${covering.status}`),
                  amount: formatMoney(covering.amount, covering.currency, language),
                })
              : t('staffPayments.record.coveredBySubscription', { month })}
          </span>
        </p>
        {covering && canConfirmSecond ? (
          <CheckboxField
            label={t('staffPayments.record.confirmSecond')}
            checked={confirmSecond}
            onChange={(event) => onConfirmSecond(event.target.checked)}
          />
        ) : covering && !kindergarten ? (
          <p>{t('staffPayments.record.onlyAdminSecond')}</p>
        ) : null}
      </div>
    );
  }
  if (!declaration) return null;
  return (
    <div role="status" className="flex flex-col gap-1 rounded-2xl bg-ocean-50 px-4 py-3 text-sm text-ink">
      <p className="flex gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-800" />
        <span>
          {t('staffPayments.record.declared', {
            method: t(`payment.method.${declaration.method ?? 'unset'}`).toLowerCase(),
            amount: formatMoney(declaration.amount, declaration.currency, language),
          })}
        </span>
      </p>
      {declaration.parentNotes ? (
        <p className="break-words whitespace-pre-line">
          {t('staffPayments.record.parentNotes', { notes: declaration.parentNotes })}
        </p>
      ) : null}
    </div>
  );
}
