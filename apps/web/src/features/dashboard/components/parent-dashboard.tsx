import { CirclePlus, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PageSection } from '../../../components/page-section';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';
import { type ChildSessionsSlot, ChildrenCards } from './children-cards';
import { PaymentOverview } from './payment-overview';
import { UpcomingList } from './upcoming-list';

/** 'Register a child' and 'Add a child', on the dark page header or on a light background. */
export function DashboardActions({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <div className={tone === 'dark' ? 'flex flex-wrap gap-3' : 'mt-2 flex flex-wrap justify-center gap-3'}>
      <Button asChild variant={tone === 'dark' ? 'accent' : 'primary'} size="lg">
        <Link to="/register-child">
          <CirclePlus aria-hidden="true" />
          {t('parent.registerChild')}
        </Link>
      </Button>
      <Button asChild variant={tone === 'dark' ? 'onDark' : 'outline'} size="lg">
        <Link to="/add-child">
          <UserPlus aria-hidden="true" />
          {t('parent.addChild')}
        </Link>
      </Button>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <Container className="py-12">
      <LoadingRegion className="flex flex-col gap-10">
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-64 rounded-(--radius-card)" />
          <Skeleton className="h-64 rounded-(--radius-card)" />
        </div>
        <Skeleton className="h-48 rounded-(--radius-card)" />
        <div className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-36 rounded-(--radius-card)" />
          <Skeleton className="h-36 rounded-(--radius-card)" />
          <Skeleton className="h-36 rounded-(--radius-card)" />
        </div>
      </LoadingRegion>
    </Container>
  );
}

/** The parent's home: children (each with its next sessions, when the route gives them), the week ahead and money. */
export function ParentDashboard({ ChildSessions }: { ChildSessions?: ChildSessionsSlot } = {}) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    return (
      <Container className="py-12">
        <ErrorState error={dashboard.error} onRetry={() => dashboard.refetch()} />
      </Container>
    );
  }
  const { children, upcoming, payments } = dashboard.data;
  if (children.length === 0) {
    return (
      <Container className="py-12">
        <EmptyState
          icon={Users}
          title={t('parent.empty.title')}
          description={t('parent.empty.description')}
          action={<DashboardActions tone="light" />}
        />
      </Container>
    );
  }
  return (
    <>
      <PageSection id="dashboard-children" title={t('parent.children.title')}>
        <ChildrenCards items={children} Sessions={ChildSessions} />
      </PageSection>
      <PageSection
        id="dashboard-upcoming"
        title={t('parent.upcoming.title')}
        lead={t('parent.upcoming.lead')}
        tone="white"
      >
        <UpcomingList items={upcoming} />
      </PageSection>
      <PageSection id="dashboard-payments" title={t('parent.payments.title')} lead={t('parent.payments.lead')}>
        <PaymentOverview payments={payments} />
      </PageSection>
    </>
  );
}
