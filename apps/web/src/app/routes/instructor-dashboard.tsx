import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageSection } from '../../components/page-section';
import { PendingPaymentsPanel } from '../../features/billing/components/pending-payments-panel';
import { InstructorOverview } from '../../features/instructor/components/instructor-overview';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function InstructorDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.instructorDashboard.title'));
  return (
    <>
      <PageHeader title={t('pages.instructorDashboard.title')} lead={t('pages.instructorDashboard.lead')} />
      {/* The spec's order: today's schedule, my classes, then the payments waiting for confirmation. */}
      <InstructorOverview />
      <PageSection
        id="instructor-pending-payments"
        title={t('billing.pending.title')}
        lead={t('billing.pending.instructorLead')}
        tone="white"
      >
        <PendingPaymentsPanel />
      </PageSection>
    </>
  );
}
