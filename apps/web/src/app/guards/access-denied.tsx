import type { Role } from '@swim/shared/enums';
import { Home, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** How long the access-denied screen stays before going home. */
export const ACCESS_DENIED_REDIRECT_MS = 3000;

/** Spec §2: 'Access Denied', the role the page needs, then back to the home page. */
export function AccessDenied({ requiredRole }: { requiredRole: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('guard.accessDenied.title'));

  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-red-50 text-red-700">
        <ShieldAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-ocean-950 sm:text-4xl">{t('guard.accessDenied.title')}</h1>
      <p className="mt-4 max-w-lg text-lg text-ink">
        {t('guard.accessDenied.message', { role: t(`session.roles.${requiredRole}`) })}
      </p>
      <p className="mt-2 max-w-lg text-ink-muted">
        {t('guard.accessDenied.redirecting', { seconds: ACCESS_DENIED_REDIRECT_MS / 1000 })}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/" replace>
          <Home aria-hidden="true" />
          {t('guard.accessDenied.goHome')}
        </Link>
      </Button>
    </Container>
  );
}
