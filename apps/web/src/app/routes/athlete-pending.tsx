import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { AthletePendingPanel } from '../../features/athletes/components/athlete-pending-panel';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function AthletePendingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('athlete.pending.title'));
  return (
    <>
      <PageHeader title={t('athlete.pending.title')} lead={t('athlete.pending.lead')} />
      <Container className="py-10 sm:py-12">
        <AthletePendingPanel signOutAction={<SignOutButton />} />
      </Container>
    </>
  );
}
