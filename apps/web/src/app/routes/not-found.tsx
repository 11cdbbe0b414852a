import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <p
        aria-hidden="true"
        className="bg-linear-to-b from-ocean-700 to-lagoon-500 bg-clip-text text-8xl font-black text-transparent"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ocean-950 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-lg text-lg text-ink-muted">{t('notFound.message')}</p>
      <p className="mt-3 max-w-full rounded-xl bg-sand-100 px-4 py-2 font-mono text-sm break-all text-ink">
        <span className="sr-only">{t('notFound.requestedPath')}: </span>
        {pathname}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" />
          {t('notFound.home')}
        </Link>
      </Button>
    </Container>
  );
}
