import { pickText } from '@swim/shared/localized-text';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { LevelBadge } from '../../../components/level-badge';
import { LoadingRegion } from '../../../components/loading-region';
import { PageHeader } from '../../../components/page-header';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLanguage } from '../../../hooks/use-language';
import { formatWeeklySessions } from '../../../lib/format-schedule';
import { useInstructorClass } from '../api/get-class';
import { AttendanceTab } from './attendance-tab';
import { ClassPaymentsTab } from './class-payments-tab';
import { ClassScheduleTab } from './class-schedule-tab';
import { RosterTab } from './roster-tab';
import { isOneOf } from '../../../lib/one-of';

const TABS = ['roster', 'attendance', 'payments', 'schedule'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => isOneOf(TABS, value);

/** The class's dated sessions with their changes (features/closures), handed in by the route. */
export type DatedSessionsPanel = ComponentType<{ classId: string; durationMinutes: number }>;

/**
 * One class on the pool deck: roster, attendance, payments and schedule; the tab is kept in the address. The schedule
 * tab shows the dated sessions with their changes when the route hands that panel in, else the plain dates.
 */
export function ClassWorkspace({ classId, DatedSessions }: { classId: string; DatedSessions?: DatedSessionsPanel }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useInstructorClass(classId);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'roster';
  const title = detail.data ? pickText(detail.data.title, language) : t('instructor.class.title');
  useDocumentTitle(title);
  const back = <BackLink to="/instructor-dashboard">{t('instructor.backToDashboard')}</BackLink>;

  if (detail.isPending || detail.isError) {
    return (
      <>
        <PageHeader title={title} backLink={back} />
        <Container className="py-8">
          {detail.isPending ? (
            <LoadingRegion className="flex flex-col gap-3">
              <Skeleton className="h-24 rounded-3xl" />
              <Skeleton className="h-48 rounded-(--radius-card)" />
            </LoadingRegion>
          ) : (
            <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
          )}
        </Container>
      </>
    );
  }

  const item = detail.data;
  const where = [
    pickText(item.location.name, language),
    item.lane ? t('instructor.lane', { lane: item.lane }) : null,
    formatWeeklySessions(item.sessions, language),
  ].filter(Boolean);
  const selectTab = (value: string) =>
    setSearchParams(value === 'roster' ? {} : { tab: value }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader title={title} lead={where.join(' · ')} backLink={back}>
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-ocean-100">
          <LevelBadge level={item.level} />
          <span>{t('instructor.enrolled', { enrolled: item.enrolled, capacity: item.maxCapacity })}</span>
        </div>
      </PageHeader>
      <Container className="py-6 sm:py-10">
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label={t('instructor.tabs.label')} className="max-sm:grid max-sm:w-full max-sm:grid-cols-2">
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="h-11 justify-center">
                {t(`instructor.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="roster" className="mt-6">
            <RosterTab roster={item.roster} />
          </TabsContent>
          <TabsContent value="attendance" className="mt-6">
            <AttendanceTab classId={classId} />
          </TabsContent>
          <TabsContent value="payments" className="mt-6">
            <ClassPaymentsTab classId={classId} />
          </TabsContent>
          <TabsContent value="schedule" className="mt-6">
            {DatedSessions ? (
              <DatedSessions classId={classId} durationMinutes={item.durationMinutes} />
            ) : (
              <ClassScheduleTab classId={classId} durationMinutes={item.durationMinutes} />
            )}
          </TabsContent>
        </Tabs>
      </Container>
    </>
  );
}
