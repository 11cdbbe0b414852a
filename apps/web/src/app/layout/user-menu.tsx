import { ChevronDown, LayoutDashboard, LogIn, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { getRoleHome } from '../../lib/session/role-home';
import { useSession } from '../../lib/session/use-session';
import { UserInitials } from './user-initials';

/** The header's account area: a placeholder while the session loads, 'Sign in', or the user's menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const { signOut } = useSignOut();

  if (status === 'loading') {
    return (
      <span role="status" className="flex items-center gap-2">
        <span className="sr-only">{t('states.loading')}</span>
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-4 w-24" />
      </span>
    );
  }
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to="/auth">
          <LogIn aria-hidden="true" />
          {t('nav.signIn')}
        </Link>
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="max-w-60 gap-2 pl-1"
          aria-label={t('session.menu.open', { name: user.name })}
        >
          <UserInitials name={user.name} />
          <span className="max-w-44 truncate">{user.name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate font-bold text-ocean-950">{user.name}</span>
          <span className="block truncate text-xs text-ink-muted">{user.email}</span>
          <span className="mt-1 block text-xs font-semibold text-lagoon-700">{t(`session.roles.${user.role}`)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={getRoleHome(user.role)}>
            <LayoutDashboard aria-hidden="true" />
            {t(`session.menu.dashboard.${user.role}`)}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('auth.signOut.action')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
