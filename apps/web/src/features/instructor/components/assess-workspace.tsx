import type { ReactNode } from 'react';
import { HeartPulse, LineChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LevelBadge } from '../../../components/level-badge';
import { LoadingRegion } from '../../../components/loading-region';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useInstructorChild } from '../api/get-instructor-child';
import { useMetrics } from '../api/get-metrics';
import { AchievementForm } from './achievement-form';
import { ProgressChart } from '../../../components/progress-chart';
import { AssessmentForm } from './assessment-form';
import { RaceTimeForm } from './race-time-form';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className="text-xl font-bold text-ocean-950">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Assessing one child: scores, the history chart, then a race time and an achievement. */
export function AssessWorkspace({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const child = useInstructorChild(childId);
  const metrics = useMetrics();
  useDocumentTitle(child.data?.fullName ?? t('instructor.assess.title'));
  const firstClass = child.data?.classes.find((item) => item.active) ?? child.data?.classes[0];
  const back = (
    <BackLink to={firstClass ? `/instructor/class/${encodeURIComponent(firstClass.classId)}` : '/instructor-dashboard'}>
      {firstClass ? t('instructor.backToClass') : t('instructor.backToDashboard')}
    </BackLink>
  );

  if (child.isPending || child.isError) {
    return (
      <>
        <PageHeader title={t('instructor.assess.title')} backLink={back} />
        <Container className="py-8">
          {child.isPending ? (
            <LoadingRegion className="flex flex-col gap-3">
              <Skeleton className="h-80 rounded-(--radius-card)" />
            </LoadingRegion>
          ) : (
            <ErrorState error={child.error} onRetry={() => void child.refetch()} />
          )}
        </Container>
      </>
    );
  }

  const data = child.data;
  return (
    <>
      <PageHeader
        eyebrow={t('instructor.assess.title')}
        title={data.fullName}
        lead={t('instructor.roster.age', { count: data.age })}
        backLink={back}
      >
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <LevelBadge level={data.skillLevel} />
        </div>
        {data.medicalNotes ? (
          <p className="mt-4 flex max-w-2xl gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm break-words text-red-900">
            <HeartPulse aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-semibold">{t('instructor.roster.medical')}: </span>
              {data.medicalNotes}
            </span>
          </p>
        ) : null}
      </PageHeader>
      <Container className="flex flex-col gap-6 py-6 sm:py-10">
        <Panel id="assess-form" title={t('instructor.assess.formTitle')}>
          {metrics.isPending ? (
            <LoadingRegion>
              <Skeleton className="h-60 rounded-2xl" />
            </LoadingRegion>
          ) : metrics.isError ? (
            <ErrorState error={metrics.error} onRetry={() => void metrics.refetch()} />
          ) : (
            <AssessmentForm childId={childId} metrics={metrics.data} />
          )}
        </Panel>
        <Panel id="assess-history" title={t('instructor.assess.historyTitle')}>
          {data.assessments.length === 0 ? (
            <EmptyState icon={LineChart} title={t('instructor.assess.historyEmpty')} />
          ) : (
            <ProgressChart progress={data} label={t('instructor.assess.chartLabel', { name: data.fullName })} />
          )}
        </Panel>
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel id="record-time" title={t('instructor.time.title')}>
            <RaceTimeForm childId={childId} />
          </Panel>
          <Panel id="record-achievement" title={t('instructor.achievement.title')}>
            <AchievementForm childId={childId} />
          </Panel>
        </div>
      </Container>
    </>
  );
}
