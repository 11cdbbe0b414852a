import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/utils';
import { AppReady } from '../app-ready';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';
import { useNavItems } from './use-nav-items';
import { UserMenu } from './user-menu';

// The cart (its stored-cart rules, zod and the sheet) and the phone menu (a Radix dialog) load after the first
// paint, in their own chunks; a same-sized placeholder holds their place meanwhile.
const CartDrawer = lazy(() =>
  import('../../features/shop/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function SiteHeader() {
  const { t } = useTranslation();
  const navItems = useNavItems();
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/80 bg-sand-50/90 backdrop-blur-md">
      <Container className="flex h-16 items-center justify-between gap-4 xl:h-18">
        <BrandLink />
        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {navItems
              .filter((item) => !item.menuOnly)
              .map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn(
                        'relative rounded-full px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                        isActive ? 'bg-ocean-100 text-ocean-900' : 'text-ink hover:bg-ocean-50 hover:text-ocean-800',
                      )
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 xl:gap-2">
          <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
            <CartDrawer />
            <AppReady part="cart" />
          </Suspense>
          <div className="hidden items-center gap-2 xl:flex">
            <LanguageSwitcher />
            <UserMenu />
          </div>
          <Suspense fallback={<span aria-hidden="true" className="inline-block size-11 xl:hidden" />}>
            <MobileMenu />
            <AppReady part="menu" />
          </Suspense>
        </div>
      </Container>
    </header>
  );
}
