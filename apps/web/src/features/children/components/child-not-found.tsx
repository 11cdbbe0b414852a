import { LayoutDashboard, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** For an unknown id and for another family's child alike (the server answers the same). */
export function ChildNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('child.notFound.title'));
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-ocean-50 text-ocean-700">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 text-3xl font-bold text-ocean-950">{t('child.notFound.title')}</h1>
      <p className="mt-3 max-w-lg text-lg text-ink-muted">{t('child.notFound.message')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          {t('child.backToDashboard')}
        </Link>
      </Button>
    </Container>
  );
}
