import type { Role } from '@swim/shared/enums';
import { useSession } from '../../lib/session/use-session';
import { NAV_ITEMS } from './nav-items';
import { useNavItems } from './use-nav-items';

type Label =
  | ReturnType<typeof useNavItems>[number]['label']
  | 'footer.enrolChild'
  | 'footer.athleteRegister'
  | 'nav.signIn'
  | `session.menu.dashboard.${Role}`
  | 'pages.payments.title'
  | 'pages.subscriptions.title';
export type FooterLink = { to: string; label: Label };
export type FooterColumn = {
  id: string;
  title: 'footer.quickLinks' | 'footer.forFamilies' | 'footer.yourAccount';
  items: FooterLink[];
};

/** The schedule heads the families' column: a family looks for it there, and the two columns stay even on a phone. */
const SCHEDULE: FooterLink = { to: '/schedule', label: 'nav.schedule' };
const QUICK: FooterLink[] = NAV_ITEMS.filter((item) => item.to !== SCHEDULE.to);

const SIGNED_OUT: FooterLink[] = [
  SCHEDULE,
  { to: '/register-child', label: 'footer.enrolChild' },
  { to: '/athlete/register', label: 'footer.athleteRegister' },
  { to: '/auth', label: 'nav.signIn' },
];
const FAMILY: FooterLink[] = [
  { to: '/dashboard', label: 'session.menu.dashboard.parent' },
  SCHEDULE,
  { to: '/register-child', label: 'footer.enrolChild' },
  { to: '/payments', label: 'pages.payments.title' },
  { to: '/subscriptions', label: 'pages.subscriptions.title' },
];
const STAFF: Record<'instructor' | 'admin', FooterLink[]> = {
  instructor: [
    { to: '/instructor-dashboard', label: 'session.menu.dashboard.instructor' },
    SCHEDULE,
    { to: '/payments', label: 'pages.payments.title' },
  ],
  admin: [
    { to: '/admin', label: 'session.menu.dashboard.admin' },
    SCHEDULE,
    { to: '/payments', label: 'pages.payments.title' },
  ],
};

/**
 * The footer's link columns for whoever is looking: a visitor is offered sign-up paths, a signed-in family or coach
 * their own pages, and an athlete (confined to the athlete area) only that area's links.
 */
export function useFooterLinks(): FooterColumn[] {
  const { user } = useSession();
  const athleteItems = useNavItems();
  if (user?.role === 'athlete') {
    return athleteItems.length > 0
      ? [{ id: 'footer-links', title: 'footer.yourAccount', items: [...athleteItems] }]
      : [];
  }
  const quick: FooterColumn = { id: 'footer-links', title: 'footer.quickLinks', items: QUICK };
  if (!user) return [quick, { id: 'footer-more', title: 'footer.forFamilies', items: SIGNED_OUT }];
  if (user.role === 'parent') return [quick, { id: 'footer-more', title: 'footer.forFamilies', items: FAMILY }];
  return [quick, { id: 'footer-more', title: 'footer.yourAccount', items: STAFF[user.role] }];
}
