import { Home, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Shown inside the layout when a page fails to load or render (e.g. an outdated chunk after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold text-ocean-950">{t('routeError.title')}</h1>
      <p className="mt-4 max-w-lg text-lg text-ink-muted">{t('routeError.message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('routeError.reload')}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <Home aria-hidden="true" />
            {t('notFound.home')}
          </Link>
        </Button>
      </div>
    </Container>
  );
}
