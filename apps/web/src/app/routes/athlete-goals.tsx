import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { GoalsBoard } from '../../features/athletes/components/goals-board';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function AthleteGoalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('athlete.goals.title'));
  return (
    <>
      <PageHeader title={t('athlete.goals.title')} lead={t('athlete.goals.pageLead')}>
        <Link
          to="/athlete/dashboard"
          className="mt-5 inline-flex items-center gap-1.5 font-semibold text-lagoon-200 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('athlete.goals.backToDashboard')}
        </Link>
      </PageHeader>
      <Container className="py-10 sm:py-12">
        <GoalsBoard />
      </Container>
    </>
  );
}
