import { Hammer, LayoutDashboard, LockKeyhole, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title';
import { getRoleHome } from '../lib/session/role-home';
import { useSession } from '../lib/session/use-session';
import { PageHeader } from './page-header';
import { Button } from './ui/button';
import { Container } from './ui/container';

/** A members' area page not built yet: its heading, and a way to sign in (or, once signed in, back to one's dashboard). */
export function RestrictedArea({ title, lead }: { title: string; lead?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="py-12">
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-(--radius-card) border border-sand-200 bg-white px-6 py-10 text-center shadow-card">
          <span className="grid size-14 place-items-center rounded-full bg-ocean-50 text-ocean-700">
            {user ? (
              <Hammer aria-hidden="true" className="size-7" />
            ) : (
              <LockKeyhole aria-hidden="true" className="size-7" />
            )}
          </span>
          <p className="text-lg text-ink">{user ? t('session.comingSoon') : t('restricted.message')}</p>
          {user ? (
            <Button asChild>
              <Link to={getRoleHome(user.role)}>
                <LayoutDashboard aria-hidden="true" />
                {t(`session.menu.dashboard.${user.role}`)}
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/auth">
                <LogIn aria-hidden="true" />
                {t('restricted.signIn')}
              </Link>
            </Button>
          )}
        </div>
      </Container>
    </>
  );
}
