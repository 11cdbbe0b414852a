import { LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useSession } from '../../lib/session/use-session';
import { getAccountLinks } from './account-links';
import { UserInitials } from './user-initials';

/** The account part of the phone menu: who is signed in, their own pages and sign-out; or 'Sign in'. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const { signOut } = useSignOut();

  if (status === 'loading') {
    return (
      <div role="status" className="flex items-center gap-3">
        <span className="sr-only">{t('states.loading')}</span>
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </div>
    );
  }
  if (!user) {
    return (
      <Button asChild size="lg">
        <Link to="/auth" onClick={onNavigate}>
          <LogIn aria-hidden="true" />
          {t('nav.signIn')}
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <UserInitials name={user.name} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-bold text-ocean-950">{user.name}</p>
          <p className="truncate text-sm text-ink-muted">
            {user.email} · {t(`session.roles.${user.role}`)}
          </p>
        </div>
      </div>
      <nav aria-label={t('session.menu.label')} className="flex flex-col gap-1">
        {getAccountLinks(user.role).map(({ to, label, icon: Icon }, index) => (
          <Button key={to} asChild size="lg" variant={index === 0 ? 'primary' : 'ghost'} className="justify-start">
            <Link to={to} onClick={onNavigate}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </Button>
        ))}
      </nav>
      <Button
        variant="outline"
        size="lg"
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        <LogOut aria-hidden="true" />
        {t('auth.signOut.action')}
      </Button>
    </div>
  );
}
