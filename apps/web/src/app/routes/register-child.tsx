import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function RegisterChildPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.registerChild.title'));
  return (
    <>
      <PageHeader
        title={t('pages.registerChild.title')}
        lead={t('pages.registerChild.lead')}
        backLink={<BackLink to="/dashboard">{t('child.backToDashboard')}</BackLink>}
      />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-5xl">
          <RegistrationWizard />
        </div>
      </Container>
    </>
  );
}
