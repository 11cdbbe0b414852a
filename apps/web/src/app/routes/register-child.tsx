import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';
import { wizardStartFrom } from '../../features/registration/hooks/wizard-start';
import { ClaimTrialFromLink } from '../../features/trials/components/claim-trial-from-link';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function RegisterChildPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.registerChild.title'));
  // Read once: a trial's "enroll in this class" link fills in the class and the child (and links the trial).
  const [params] = useSearchParams();
  const [start] = useState(() => wizardStartFrom(params));
  return (
    <>
      <PageHeader
        title={t('pages.registerChild.title')}
        lead={t('pages.registerChild.lead')}
        backLink={<BackLink to="/dashboard">{t('child.backToDashboard')}</BackLink>}
      />
      <ClaimTrialFromLink />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-5xl">
          <RegistrationWizard start={start} />
        </div>
      </Container>
    </>
  );
}
