import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  SheetContent,
} from '../../components/ui/dialog';
import { cn } from '../../lib/utils';
import { LanguageSwitcher } from './language-switcher';
import { MobileAccount } from './mobile-account';
import { useNavItems } from './use-nav-items';

/** The phone and tablet menu: a side sheet (Radix Dialog) with the navigation, language and sign-in. */
export function MobileMenu() {
  const { t } = useTranslation();
  const navItems = useNavItems();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="xl:hidden" aria-label={t('nav.openMenu')}>
          <Menu aria-hidden="true" className="size-6!" />
        </Button>
      </DialogTrigger>
      <SheetContent>
        <div className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
          <DialogTitle>{t('nav.menu')}</DialogTitle>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
              <X aria-hidden="true" className="size-5!" />
            </Button>
          </DialogClose>
        </div>
        <DialogDescription className="sr-only">{t('nav.menuDescription')}</DialogDescription>
        <nav aria-label={t('nav.label')} className="px-3 py-4">
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'flex h-12 items-center rounded-xl px-4 text-base font-semibold transition-colors',
                      isActive ? 'bg-ocean-800 text-white' : 'text-ocean-950 hover:bg-ocean-50',
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-4 border-t border-sand-200 px-5 py-5">
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-semibold text-ink-muted">{t('language.label')}</span>
            <LanguageSwitcher />
          </div>
          <MobileAccount onNavigate={close} />
        </div>
      </SheetContent>
    </Dialog>
  );
}
