import { useSession } from '../../lib/session/use-session';
import { NAV_ITEMS } from './nav-items';

type NavItem = {
  to: string;
  label: (typeof NAV_ITEMS)[number]['label'] | AthleteLabel;
  end: boolean;
  menuOnly?: boolean;
};
type AthleteLabel = 'session.menu.dashboard.athlete' | 'athlete.goals.title';

/** Athletes are confined to their own pages (spec §4), so their navigation shows only those. */
const APPROVED_ATHLETE_ITEMS: NavItem[] = [
  { to: '/athlete/dashboard', label: 'session.menu.dashboard.athlete', end: true },
  { to: '/athlete/goals', label: 'athlete.goals.title', end: true },
];

export function useNavItems(): readonly NavItem[] {
  const { user } = useSession();
  if (user?.role !== 'athlete') return NAV_ITEMS;
  return user.athleteApproved ? APPROVED_ATHLETE_ITEMS : [];
}
