import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { AthleteDashboardView } from '../../features/athletes/components/athlete-dashboard-view';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../lib/session/use-session';

export function AthleteDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('athlete.dashboard.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('athlete.dashboard.title')}
        title={t('athlete.dashboard.greeting', { name: user?.name ?? '' })}
        lead={t('athlete.dashboard.lead')}
      >
        <Button asChild variant="accent" className="mt-6">
          <Link to="/athlete/goals">
            <Target aria-hidden="true" />
            {t('athlete.goals.title')}
          </Link>
        </Button>
      </PageHeader>
      <Container className="py-10 sm:py-12">
        <AthleteDashboardView />
      </Container>
    </>
  );
}
