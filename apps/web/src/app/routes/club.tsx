import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../components/contact-details';
import { PageHeader } from '../../components/page-header';
import { PageSection } from '../../components/page-section';
import { Container } from '../../components/ui/container';
import { HistoryTimeline } from '../../features/club/components/history-timeline';
import { MissionSection } from '../../features/club/components/mission-section';
import { ValuesSection } from '../../features/club/components/values-section';
import { LocationList } from '../../features/locations/components/location-list';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function ClubPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('club.title'));
  return (
    <>
      <PageHeader title={t('club.title')} lead={t('club.lead')} />
      <section className="py-12 sm:py-16">
        <Container>
          <MissionSection />
        </Container>
      </section>
      <PageSection id="values" tone="white" title={t('club.values.title')} lead={t('club.values.lead')}>
        <ValuesSection />
      </PageSection>
      <PageSection id="history" title={t('club.history.title')} lead={t('club.history.lead')}>
        <HistoryTimeline />
      </PageSection>
      <PageSection id="locations" tone="white" title={t('locations.title')} lead={t('locations.lead')}>
        <LocationList />
      </PageSection>
      <PageSection id="contact" title={t('clubAdmin.clubPage.title')} lead={t('clubAdmin.clubPage.lead')}>
        <div className="max-w-xl rounded-(--radius-card) border border-sand-200 bg-white p-6 shadow-card sm:p-8">
          <ContactDetails />
        </div>
      </PageSection>
    </>
  );
}
