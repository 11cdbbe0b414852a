import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { ErrorState } from '../../components/error-state';
import { LoadingRegion } from '../../components/loading-region';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { Skeleton } from '../../components/ui/skeleton';
import { useChild } from '../../features/children/api/get-child';
import { ChildNotFound } from '../../features/children/components/child-not-found';
import { isChildMissing } from '../../features/children/lib/is-child-missing';
import { EnrollChildFlow } from '../../features/registration/components/enroll-child-flow';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function EnrollChildPage() {
  const { t } = useTranslation();
  const childId = useParams().childId ?? '';
  const child = useChild(childId);
  useDocumentTitle(t('pages.enrollChild.title'));

  if (child.isError && isChildMissing(child.error)) return <ChildNotFound />;
  const name = child.data?.fullName;
  return (
    <>
      <PageHeader
        title={t('pages.enrollChild.title')}
        lead={name ? t('enroll.lead', { name }) : t('pages.enrollChild.lead')}
        backLink={
          <BackLink to={child.data ? `/child/${childId}` : '/dashboard'}>
            {name ? t('enroll.backToProfile', { name }) : t('child.backToDashboard')}
          </BackLink>
        }
      />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-5xl">
          {child.isPending ? (
            <LoadingRegion className="flex flex-col gap-6">
              <Skeleton className="h-12 rounded-full" />
              <Skeleton className="h-80 rounded-(--radius-card)" />
            </LoadingRegion>
          ) : child.isError ? (
            <ErrorState error={child.error} onRetry={() => child.refetch()} />
          ) : (
            <EnrollChildFlow
              childId={childId}
              childName={child.data.fullName}
              birthDate={child.data.birthDate}
              skillLevel={child.data.skillLevel}
              enrolledClassIds={child.data.enrollments.filter((e) => e.active).map((e) => e.classId)}
            />
          )}
        </div>
      </Container>
    </>
  );
}
