import type { PlanType } from '@swim/shared/enums';
import { useTranslation } from 'react-i18next';

/** What a plan leaves to use: '5 sessions left', 'Unlimited' or 'Billed by attendance'. */
export function PlanUsage({ planType, sessionsRemaining }: { planType: PlanType; sessionsRemaining: number | null }) {
  const { t } = useTranslation();
  if (sessionsRemaining !== null) return <>{t('plans.sessionsLeft', { count: sessionsRemaining })}</>;
  return <>{planType === 'kindergarten_monthly' ? t('plans.byAttendance') : t('plans.unlimited')}</>;
}
