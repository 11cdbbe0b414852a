import type { AthleteDashboard } from '@swim/shared/api/athletes';
import { ArrowRight, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DashboardCard } from './dashboard-card';

export function GoalsSummaryCard({ goals }: { goals: AthleteDashboard['goals'] }) {
  const { t } = useTranslation();
  const stats = [
    { key: 'active', value: goals.active, label: t('athlete.goalsSummary.active') },
    { key: 'completed', value: goals.completed, label: t('athlete.goalsSummary.completed') },
  ];
  return (
    <DashboardCard id="athlete-goals-summary" icon={Target} title={t('athlete.goalsSummary.title')}>
      <dl className="grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div key={stat.key} className="rounded-2xl bg-ocean-50 px-4 py-3">
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold text-ocean-900 tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-ink-muted">
        {goals.active + goals.completed === 0 ? t('athlete.goalsSummary.none') : t('athlete.goalsSummary.lead')}
      </p>
      <Button asChild variant="outline" className="mt-4 w-full">
        <Link to="/athlete/goals">
          {t('athlete.goalsSummary.manage')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </DashboardCard>
  );
}
