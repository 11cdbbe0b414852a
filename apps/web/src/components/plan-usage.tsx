import type { PlanType } from '@swim/shared/enums';
import { formatMonthName } from '@swim/shared/month-names';
import { PLAN_SESSIONS } from '@swim/shared/pricing';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';

type PlanUsageProps = {
  planType: PlanType;
  sessionsRemaining: number | null;
  /** The first day of the plan period (a calendar month, ADR 0025); without it only what is left is said. */
  periodStart?: string | null;
};

/**
 * What a plan leaves to use, against its month: '8 in November: 6 used, 2 left' (used = the plan's sessions less
 * those left, as the server deducts them), or 'Unlimited' / 'Billed by attendance'.
 */
export function PlanUsage({ planType, sessionsRemaining, periodStart }: PlanUsageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total = PLAN_SESSIONS[planType];
  if (sessionsRemaining !== null && total !== null && periodStart) {
    const left = Math.min(sessionsRemaining, total);
    return (
      <>
        {t('plans.usage', {
          count: left,
          total,
          used: total - left,
          month: formatMonthName(periodStart, language),
        })}
      </>
    );
  }
  if (sessionsRemaining !== null) return <>{t('plans.sessionsLeft', { count: sessionsRemaining })}</>;
  return <>{planType === 'kindergarten_monthly' ? t('plans.byAttendance') : t('plans.unlimited')}</>;
}
