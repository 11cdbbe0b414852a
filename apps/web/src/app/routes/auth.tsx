import { LogIn, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function AuthPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.auth.title'));
  return (
    <>
      <PageHeader title={t('pages.auth.title')} lead={t('pages.auth.lead')} />
      <Container className="py-12">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-(--radius-card) border border-sand-200 bg-white px-6 py-10 text-center shadow-card">
          <span className="grid size-14 place-items-center rounded-full bg-ocean-50 text-ocean-700">
            <LogIn aria-hidden="true" className="size-7" />
          </span>
          <p className="text-lg text-ink">{t('pages.auth.message')}</p>
          <Button asChild variant="outline">
            <Link to="/contact">
              <Mail aria-hidden="true" />
              {t('pages.auth.contact')}
            </Link>
          </Button>
        </div>
      </Container>
    </>
  );
}
