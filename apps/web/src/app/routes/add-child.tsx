import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { Container } from '../../components/ui/container';
import { AddChildForm } from '../../features/registration/components/add-child-form';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function AddChildPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.addChild.title'));
  return (
    <>
      <PageHeader
        title={t('pages.addChild.title')}
        lead={t('pages.addChild.lead')}
        backLink={<BackLink to="/dashboard">{t('child.backToDashboard')}</BackLink>}
      />
      <Container className="py-8 sm:py-10">
        <div className="mx-auto max-w-4xl">
          <section
            aria-label={t('pages.addChild.title')}
            className="rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card sm:p-8"
          >
            <p className="mb-6 text-ink-muted">{t('addChild.hint')}</p>
            <AddChildForm />
          </section>
        </div>
      </Container>
    </>
  );
}
