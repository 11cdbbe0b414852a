import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PageSection } from '../../components/page-section';
import { AthleteList } from '../../features/people/components/athlete-list';
import { CoachList } from '../../features/people/components/coach-list';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function CoachesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('people.title'));
  return (
    <>
      <PageHeader title={t('people.title')} lead={t('people.lead')} />
      <PageSection id="coaches" title={t('people.coaches')} lead={t('people.coachesLead')}>
        <CoachList />
      </PageSection>
      <PageSection id="athletes" tone="white" title={t('people.athletes')} lead={t('people.athletesLead')}>
        <AthleteList />
      </PageSection>
    </>
  );
}
