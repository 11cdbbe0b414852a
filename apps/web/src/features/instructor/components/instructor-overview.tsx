import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PageSection } from '../../../components/page-section';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useInstructorDashboard } from '../api/get-dashboard';
import { MyClasses } from './my-classes';
import { TodaySchedule } from './today-schedule';

function OverviewSkeleton() {
  return (
    <LoadingRegion className="grid gap-3 sm:grid-cols-2">
      {[0, 1].map((key) => (
        <Skeleton key={key} className="h-44 rounded-(--radius-card)" />
      ))}
    </LoadingRegion>
  );
}

/** The dashboard's two sections: today's sessions and all of the instructor's classes. */
export function InstructorOverview() {
  const { t } = useTranslation();
  const language = useLanguage();
  const dashboard = useInstructorDashboard();
  const body = (render: (data: NonNullable<typeof dashboard.data>) => ReactNode) => {
    if (dashboard.isPending) return <OverviewSkeleton />;
    if (dashboard.isError) return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
    return render(dashboard.data);
  };
  return (
    <>
      <PageSection
        id="instructor-today"
        title={t('instructor.dashboard.todayTitle')}
        lead={dashboard.data ? formatDate(dashboard.data.date, language, 'EEEE, d MMMM') : undefined}
        tone="white"
      >
        {body((data) => (
          <TodaySchedule sessions={data.today} />
        ))}
      </PageSection>
      <PageSection id="instructor-classes" title={t('instructor.classes.title')}>
        {body((data) => (
          <MyClasses classes={data.classes} />
        ))}
      </PageSection>
    </>
  );
}
