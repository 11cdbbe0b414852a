import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { AthleteRegisterForm } from '../../features/athletes/components/athlete-register-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { getRoleHome } from '../../lib/session/role-home';
import { useSession } from '../../lib/session/use-session';

export function AthleteRegisterPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('athlete.register.title'));
  return (
    <>
      <PageHeader title={t('athlete.register.title')} lead={t('athlete.register.lead')} />
      <Container className="py-10 sm:py-12">
        <div className="mx-auto max-w-2xl rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card sm:p-8">
          {user ? (
            <div className="flex flex-col items-center gap-4 text-center">
              <p className="text-lg text-ink">{t('athlete.register.signedIn', { name: user.name })}</p>
              <Button asChild>
                <Link to={getRoleHome(user.role)}>
                  <LayoutDashboard aria-hidden="true" />
                  {t(`session.menu.dashboard.${user.role}`)}
                </Link>
              </Button>
            </div>
          ) : (
            <AthleteRegisterForm />
          )}
        </div>
        <p className="mt-6 text-center text-ink-muted">
          {t('athlete.register.haveAccount')}{' '}
          <Link to="/auth" className="font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900">
            {t('nav.signIn')}
          </Link>
        </p>
      </Container>
    </>
  );
}
