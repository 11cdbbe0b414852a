import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { TrialBooking } from '../../features/trials/components/trial-booking';
import { TrialHowItWorks } from '../../features/trials/components/trial-how-it-works';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /trial/:classId (?date=&time= from a dated card): a visitor books a trial lesson, no account needed. */
export function TrialPage() {
  const { t } = useTranslation();
  const { classId = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date');
  const time = params.get('time');
  useDocumentTitle(t('trials.page.title'));
  return (
    <>
      <PageHeader
        title={t('trials.page.title')}
        lead={t('trials.page.lead')}
        backLink={<BackLink to="/#schedule">{t('trials.page.back')}</BackLink>}
      />
      <Container className="grid grid-cols-1 gap-8 py-10 sm:py-12 lg:grid-cols-[1.7fr_1fr] lg:items-start">
        <TrialBooking
          key={classId}
          classId={classId}
          initialSession={date && time ? { date, startTime: time } : null}
        />
        <TrialHowItWorks />
      </Container>
    </>
  );
}
