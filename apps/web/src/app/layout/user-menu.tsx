import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../lib/session/use-session';

// The dropdown (Radix menu and its positioning) is only for signed-in users: it loads when one is.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

function AccountPlaceholder() {
  const { t } = useTranslation();
  return (
    <span role="status" className="flex items-center gap-2">
      <span className="sr-only">{t('states.loading')}</span>
      <Skeleton className="size-8 rounded-full" />
      <Skeleton className="h-4 w-24" />
    </span>
  );
}

/** The header's account area: a placeholder while the session loads, 'Sign in', or the user's menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  if (user) {
    return (
      <Suspense fallback={<AccountPlaceholder />}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  if (status === 'loading') return <AccountPlaceholder />;
  return (
    <Button asChild size="sm">
      <Link to="/auth">
        <LogIn aria-hidden="true" />
        {t('nav.signIn')}
      </Link>
    </Button>
  );
}
