import type { SessionUserDto } from '@swim/shared/api/auth';
import { ChevronDown, LogOut } from 'lucide-react';
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
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { getAccountLinks } from './account-links';
import { UserInitials } from './user-initials';

/** A signed-in user's menu in the header (Radix dropdown): their own pages and sign-out. */
export function AccountMenu({ user }: { user: SessionUserDto }) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
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
        {getAccountLinks(user.role).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('auth.signOut.action')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
