import { LoadingRegion } from '../../../components/loading-region';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAthleteDashboard } from '../api/get-athlete-dashboard';
import { AchievementsCard } from './achievements-card';
import { AssessmentsCard } from './assessments-card';
import { ClassesCard } from './classes-card';
import { ConsentsCard } from './consents-card';
import { GoalsSummaryCard } from './goals-summary-card';
import { ProfileCard } from './profile-card';
import { TimesCard } from './times-card';

function DashboardSkeleton() {
  return (
    <LoadingRegion className="grid gap-6 lg:grid-cols-3">
      <Skeleton className="h-72 rounded-(--radius-card)" />
      <Skeleton className="h-72 rounded-(--radius-card) lg:col-span-2" />
      <Skeleton className="h-56 rounded-(--radius-card) lg:col-span-2" />
      <Skeleton className="h-56 rounded-(--radius-card)" />
    </LoadingRegion>
  );
}

/** Profile, classes with weekly times, latest assessments, race times, achievements and the goal counts. */
export function AthleteDashboardView() {
  const dashboard = useAthleteDashboard();
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { profile, classes, assessments, achievements, times, goals } = dashboard.data;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6">
        <ProfileCard profile={profile} />
        <GoalsSummaryCard goals={goals} />
        <ConsentsCard name={profile.name} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <ClassesCard classes={classes} />
        <AssessmentsCard assessments={assessments} />
        <TimesCard times={times} />
        <AchievementsCard achievements={achievements} />
      </div>
    </div>
  );
}
