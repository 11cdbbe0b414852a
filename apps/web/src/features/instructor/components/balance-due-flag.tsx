import { formatMonth } from '@swim/shared/month-names';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';

/**
 * A discreet note that a child's months in the class are overdue (issue 25): which months, never how much. Coaches see
 * it on their own class's roster and payments, for a quiet word with the parent.
 */
export function BalanceDueFlag({ balanceDue }: { balanceDue: { periods: string[]; declared?: string[] } | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!balanceDue || balanceDue.periods.length === 0) return null;
  // A month the parent declared paid and the club has not confirmed says so (ADR 0037).
  const months = balanceDue.periods
    .map((period) =>
      balanceDue.declared?.includes(period)
        ? t('instructor.balanceDue.declaredMonth', { month: formatMonth(period, language) })
        : formatMonth(period, language),
    )
    .join(', ');
  return (
    <p className="flex items-start gap-1.5 text-sm text-amber-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{t('instructor.balanceDue.label')}: </span>
        {months}
      </span>
    </p>
  );
}
