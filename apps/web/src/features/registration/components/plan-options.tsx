import type { ClassOption } from '@swim/shared/api/children';
import type { EnrollmentPrices } from '@swim/shared/api/payments';
import type { PlanType } from '@swim/shared/enums';
import { sessionsSureInAMonth } from '@swim/shared/plan-fit';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../../components/choice-card';
import { Badge } from '../../../components/ui/badge';
import { PlanPrice } from './plan-price';

type PlanOptionsProps = {
  option: ClassOption;
  /** What this family would pay for each plan (ADR 0033); absent while unknown or for anyone but a parent. */
  prices?: EnrollmentPrices;
  value: PlanType | null;
  onChange: (planType: PlanType) => void;
  labelledBy: string;
};

/**
 * The plans the server offers for a class (pool plans that its week can fill, or the kindergarten plan) with their
 * prices, what each saves for a child at every class, and the best value marked (ADR 0032); for a parent, the
 * family's discount and the first month's share (ADR 0033).
 */
export function PlanOptions({ option, prices, value, onChange, labelledBy }: PlanOptionsProps) {
  const { t } = useTranslation();
  const weekly = option.sessions.length;
  const pool = option.location.type !== 'kindergarten';
  return (
    <div className="flex flex-col gap-4">
      {pool ? (
        <p id="plan-fit-hint" className="text-sm text-ink-muted">
          {t('plans.fitHint', { weekly, sure: sessionsSureInAMonth(weekly) })}
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={pool ? 'plan-fit-hint' : undefined}
        className="grid gap-4 sm:grid-cols-2"
      >
        {option.plans.map((plan) => {
          const titleId = `plan-${plan.planType}-title`;
          const detailsId = `plan-${plan.planType}-details`;
          return (
            <ChoiceCard
              key={plan.planType}
              name="plan"
              value={plan.planType}
              checked={value === plan.planType}
              onSelect={() => onChange(plan.planType)}
              labelledBy={titleId}
              describedBy={detailsId}
            >
              <span id={titleId} className="text-lg font-bold text-ocean-950">
                {t(`plans.names.${plan.planType}`)}
              </span>
              <span id={detailsId} className="flex flex-col gap-3">
                {plan.bestValue ? (
                  <Badge tone="success" className="self-start">
                    {t('plans.bestValue')}
                  </Badge>
                ) : null}
                <span className="text-sm text-ink-muted">{t(`plans.descriptions.${plan.planType}`)}</span>
                <PlanPrice
                  plan={plan}
                  option={option}
                  preview={prices?.plans.find((preview) => preview.planType === plan.planType)}
                  firstPeriod={prices?.firstPeriod}
                />
              </span>
            </ChoiceCard>
          );
        })}
      </div>
    </div>
  );
}
