import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PageHeader } from '../../../components/page-header';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useChild } from '../api/get-child';
import { useChildActivity } from '../api/get-child-activity';
import { isChildMissing } from '../lib/is-child-missing';
import { AchievementsTab } from './achievements-tab';
import { ActivityGate } from './activity-gate';
import { AttendanceTab } from './attendance-tab';
import { ChildNotFound } from './child-not-found';
import { EnrollmentsTab } from './enrollments-tab';
import { OverviewTab } from './overview-tab';
import { PaymentsTab } from './payments-tab';
import { PerformanceTab } from './performance-tab';
import { ProfileHeader } from './profile-header';
import { ProgressTab } from './progress-tab';

const TABS = ['overview', 'attendance', 'progress', 'performance', 'achievements', 'payments', 'enrollments'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.childProfile.title')} />
      <Container className="py-10">
        <LoadingRegion className="flex flex-col gap-6">
          <Skeleton className="h-12 w-full max-w-3xl rounded-3xl" />
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-72 rounded-2xl" />
            <Skeleton className="h-72 rounded-2xl" />
          </div>
        </LoadingRegion>
      </Container>
    </>
  );
}

/** The child profile: header with actions and the seven tabs; the chosen tab is kept in the address. */
export function ChildProfile({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const child = useChild(childId);
  const activity = useChildActivity(childId, { enabled: child.isSuccess });
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';
  useDocumentTitle(child.data?.fullName ?? t('pages.childProfile.title'));

  if (child.isPending) return <ProfileSkeleton />;
  if (child.isError) {
    if (isChildMissing(child.error)) return <ChildNotFound />;
    return (
      <>
        <PageHeader title={t('pages.childProfile.title')} />
        <Container className="py-10">
          <ErrorState error={child.error} onRetry={() => child.refetch()} />
        </Container>
      </>
    );
  }

  const selectTab = (value: string) =>
    setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true, preventScrollReset: true });

  return (
    <>
      <ProfileHeader child={child.data} />
      <Container className="py-8 sm:py-10">
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList
            aria-label={t('child.tabs.label')}
            // On a phone all seven tabs wrap into view: a strip that scrolls sideways hid four of them unannounced.
            className="max-sm:w-full"
          >
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`child.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab child={child.data} activity={activity} />
          </TabsContent>
          <TabsContent value="attendance">
            <ActivityGate activity={activity}>{(data) => <AttendanceTab attendance={data.attendance} />}</ActivityGate>
          </TabsContent>
          <TabsContent value="progress">
            <ActivityGate activity={activity}>{(data) => <ProgressTab progress={data.progress} />}</ActivityGate>
          </TabsContent>
          <TabsContent value="performance">
            <ActivityGate activity={activity}>
              {(data) => <PerformanceTab performance={data.performance} />}
            </ActivityGate>
          </TabsContent>
          <TabsContent value="achievements">
            <ActivityGate activity={activity}>
              {(data) => <AchievementsTab achievements={data.achievements} />}
            </ActivityGate>
          </TabsContent>
          <TabsContent value="payments">
            <ActivityGate activity={activity}>{(data) => <PaymentsTab payments={data.payments} />}</ActivityGate>
          </TabsContent>
          <TabsContent value="enrollments">
            <EnrollmentsTab child={child.data} />
          </TabsContent>
        </Tabs>
      </Container>
    </>
  );
}
