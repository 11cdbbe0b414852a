import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { DashboardActions, ParentDashboard } from '../../features/dashboard/components/parent-dashboard';
import { ChildSessionsSummary } from '../../features/sessions/components/child-sessions-summary';
import { TrialsCard } from '../../features/trials/components/trials-card';
import { WaitlistCard } from '../../features/waitlist/components/waitlist-card';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.dashboard.title'));
  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} lead={t('pages.dashboard.lead')}>
        <div className="mt-6">
          <DashboardActions />
        </div>
      </PageHeader>
      <WaitlistCard />
      <TrialsCard />
      <ParentDashboard ChildSessions={ChildSessionsSummary} />
    </>
  );
}
