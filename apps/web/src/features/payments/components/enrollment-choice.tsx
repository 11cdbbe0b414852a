import type { PaymentOptions } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatPeriod } from '../lib/format-period';
import { ChoiceGroup } from './choice-group';
import { ChoiceCard } from '../../../components/choice-card';

export type PayableEnrollment = PaymentOptions['enrollments'][number];

/** Kindergarten plans are billed by attendance through issued bills, not paid ahead. */
export const isPaidAhead = (enrollment: PayableEnrollment) => enrollment.planType !== 'kindergarten_monthly';

type EnrollmentChoiceProps = {
  enrollments: PayableEnrollment[];
  value: string;
  onChange: (enrollmentId: string) => void;
  error?: string;
};

/** The price of the first month open for payment (the server's, ADR 0033); the plan's price when none is open. */
function EnrollmentPrice({ enrollment }: { enrollment: PayableEnrollment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const open = enrollment.periods.find((period) => !period.covered);
  if (!open) {
    return t('payments.pay.perMonth', { amount: formatPrice(enrollment.amount, enrollment.currency) });
  }
  return t('payments.pay.forPeriod', {
    amount: formatPrice(open.price.amount, enrollment.currency),
    period: formatPeriod(open.billingPeriod, language),
  });
}

/** The child's classes with their plan and the price the server set for the month to pay. */
export function EnrollmentChoice({ enrollments, value, onChange, error }: EnrollmentChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ChoiceGroup id="pay-enrollment" legend={t('payments.pay.enrollment')} error={error} className="sm:grid-cols-2">
      {enrollments.map((enrollment) => {
        const titleId = `enrollment-${enrollment.enrollmentId}-title`;
        const detailsId = `enrollment-${enrollment.enrollmentId}-details`;
        const payable = isPaidAhead(enrollment);
        return (
          <ChoiceCard
            density="compact"
            key={enrollment.enrollmentId}
            name="enrollment"
            value={enrollment.enrollmentId}
            checked={value === enrollment.enrollmentId}
            disabled={!payable}
            onSelect={onChange}
            labelledBy={titleId}
            describedBy={detailsId}
          >
            <span id={titleId} className="font-bold text-ocean-950">
              {pickText(enrollment.classTitle, language)}
            </span>
            <span id={detailsId} className="flex flex-col text-sm text-ink-muted">
              <span>{t(`plans.names.${enrollment.planType}`)}</span>
              {payable ? (
                <span className="font-semibold text-ink tabular-nums">
                  <EnrollmentPrice enrollment={enrollment} />
                </span>
              ) : (
                <span>{t('payments.pay.billedByAttendance')}</span>
              )}
              {enrollment.subscriptionId ? <span>{t('payments.pay.hasSubscription')}</span> : null}
            </span>
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
