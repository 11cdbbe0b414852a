import type { Role } from '@swim/shared/enums';
import { CreditCard, LayoutDashboard, type LucideIcon, Package, Repeat, UserRound } from 'lucide-react';
import { getRoleHome } from '../../lib/session/role-home';

type AccountLabel =
  | `session.menu.dashboard.${Role}`
  | 'session.menu.payments'
  | 'session.menu.subscriptions'
  | 'session.menu.orders'
  | 'session.menu.profile';

export type AccountLink = { to: string; label: AccountLabel; icon: LucideIcon };

/** The profile page: athletes keep theirs inside the athlete area, where their access rule keeps them. */
export const getProfilePath = (role: Role) => (role === 'athlete' ? '/athlete/profile' : '/profile');

/**
 * A signed-in user's own pages, for the header's menu and the phone menu: a parent's dashboard, payments,
 * subscriptions and orders; everyone's home and profile. Labels are catalog keys.
 */
export function getAccountLinks(role: Role): AccountLink[] {
  const home: AccountLink = { to: getRoleHome(role), label: `session.menu.dashboard.${role}`, icon: LayoutDashboard };
  const profile: AccountLink = { to: getProfilePath(role), label: 'session.menu.profile', icon: UserRound };
  if (role !== 'parent') return [home, profile];
  return [
    home,
    { to: '/payments', label: 'session.menu.payments', icon: CreditCard },
    { to: '/subscriptions', label: 'session.menu.subscriptions', icon: Repeat },
    { to: '/orders', label: 'session.menu.orders', icon: Package },
    profile,
  ];
}
