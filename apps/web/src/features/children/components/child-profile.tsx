import { CirclePlus } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useChild } from '../api/get-child';
import { useChildActivity } from '../api/get-child-activity';
import { useTransferEnrollment } from '../api/transfer-enrollment';
import { isChildMissing } from '../lib/is-child-missing';
import { ChildNotFound } from './child-not-found';
import { ConsentsSection } from './consents-section';
import { type ChildTab, ChildRecordTabs, isChildTab } from './child-record-tabs';
import { ProfileHeader } from './profile-header';
import { UnenrollDialog } from './unenroll-dialog';

function EnrollButton({ childId }: { childId: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild size="sm">
      <Link to={`/enroll-child/${childId}`}>
        <CirclePlus aria-hidden="true" />
        {t('child.enrollments.enrol')}
      </Link>
    </Button>
  );
}

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

/** The child's next sessions and make-ups, built by the sessions feature and composed in by the route. */
export type ChildSessionsSlot = ComponentType<{ childId: string }>;

/**
 * The child profile: header with actions, the child's sessions (when the route gives them: the parent's most urgent
 * business, so above the tabs) and the seven tabs; the chosen tab is kept in the address.
 */
export function ChildProfile({ childId, Sessions }: { childId: string; Sessions?: ChildSessionsSlot }) {
  const { t } = useTranslation();
  const child = useChild(childId);
  const activity = useChildActivity(childId, { enabled: child.isSuccess });
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ChildTab = isChildTab(requested) ? requested : 'overview';
  const transfer = useTransferEnrollment(childId);
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

  const selectTab = (value: ChildTab) =>
    setSearchParams(value === 'overview' ? {} : { tab: value }, { replace: true, preventScrollReset: true });

  return (
    <>
      <ProfileHeader child={child.data} />
      <Container className="py-8 sm:py-10">
        {Sessions ? <Sessions childId={child.data.id} /> : null}
        <ChildRecordTabs
          child={child.data}
          activity={activity}
          transfer={transfer}
          tab={tab}
          onTabChange={selectTab}
          enrolAction={<EnrollButton childId={child.data.id} />}
          consents={<ConsentsSection child={child.data} />}
          enrollmentActions={(enrollment) =>
            enrollment.active ? (
              <UnenrollDialog childId={child.data.id} childName={child.data.fullName} enrollment={enrollment} />
            ) : null
          }
        />
      </Container>
    </>
  );
}
