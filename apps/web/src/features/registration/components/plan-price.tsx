import type { ClassOption, PlanOption } from '@swim/shared/api/children';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { PlanFamilyPrice, type PlanPreview } from './plan-family-price';

type PlanPriceProps = {
  plan: PlanOption;
  option: ClassOption;
  /** What this family would pay for the plan, when the server has said (parents only). */
  preview?: PlanPreview;
  firstPeriod?: string;
};

/**
 * The price of a plan as the server computed it, with what it means per class or per month, and for a parent the
 * family's discount and the first month's share.
 */
export function PlanPrice({ plan, option, preview, firstPeriod }: PlanPriceProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatMoney();
  const money = (amount: number) => formatPrice(amount, plan.currency);
  if (plan.planType === 'kindergarten_monthly') {
    return (
      <span className="flex flex-col">
        <span className="text-xl font-bold text-ocean-950 tabular-nums">{money(option.pricePerClass)}</span>
        <span className="text-sm text-ink-muted">{t('plans.perClassAttended')}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col">
      <span className="text-xl font-bold text-ocean-950 tabular-nums">{money(plan.price)}</span>
      <span className="text-sm text-ink-muted">
        {plan.sessions
          ? t('plans.perSession', { price: money(Math.round(plan.price / plan.sessions)) })
          : t('plans.perMonth')}
      </span>
      {plan.saving > 0 ? (
        <span className="text-sm font-medium text-emerald-800">
          {t('plans.saving', { amount: money(plan.saving) })}
        </span>
      ) : null}
      {preview && firstPeriod ? <PlanFamilyPrice preview={preview} firstPeriod={firstPeriod} /> : null}
    </span>
  );
}
