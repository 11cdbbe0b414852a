import type { EnrollmentPrices } from '@swim/shared/api/payments';
import { formatMonthName } from '@swim/shared/month-names';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { formatDiscountRule } from '../../../lib/format-discount-rule';

export type PlanPreview = EnrollmentPrices['plans'][number];

type PlanFamilyPriceProps = {
  preview: PlanPreview;
  /** The month the child would start in, 'YYYY-MM'. */
  firstPeriod: string;
};

/**
 * What this family would pay for a plan (ADR 0033): the family or multi-class discount of a whole month, and the
 * share of the month the child starts in. Informative only: the pay page charges what the server prices then.
 */
export function PlanFamilyPrice({ preview, firstPeriod }: PlanFamilyPriceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const money = (amount: number) => formatPrice(amount, preview.currency);
  const discount = preview.next.lines
    .flatMap((line) => (line.kind !== 'firstPeriod' && line.kind !== 'closure' ? [line] : []))
    .at(0);
  // A child who starts after the month's last session owes nothing for it and pays from the next month.
  const first = preview.first.lines
    .flatMap((line) => (line.kind === 'firstPeriod' ? [line] : []))
    .find((line) => line.sessionsLeft > 0);
  if (!discount && !first) return null;
  return (
    <span className="flex flex-col gap-1 text-sm">
      {discount ? (
        <span className="font-medium text-emerald-800">
          {t(`plans.discount.${discount.kind}`, {
            rule: formatDiscountRule(discount.rule, preview.currency, language, formatPrice),
            amount: money(preview.next.amount),
          })}
        </span>
      ) : null}
      {first ? (
        <span className="text-ink">
          {t('plans.firstPeriod', {
            month: formatMonthName(firstPeriod, language),
            amount: money(preview.first.amount),
            left: first.sessionsLeft,
            count: first.sessionsInPeriod,
          })}
        </span>
      ) : null}
    </span>
  );
}
