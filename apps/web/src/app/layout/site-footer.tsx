import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactDetails } from '../../components/contact-details';
import { Container } from '../../components/ui/container';
import { useClubName } from '../../hooks/use-club-settings';
import { useClubToday } from '../../hooks/use-club-today';
import { BrandLink } from './brand-link';
import { type FooterLink, useFooterLinks } from './use-footer-links';

const linkClass = 'text-ocean-100 underline-offset-4 hover:text-white hover:underline';

type FooterLinksProps = { id: string; title: string; items: readonly FooterLink[] };

/** One labelled column of footer links. */
function FooterLinks({ id, title, items }: FooterLinksProps) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-sm font-bold tracking-wider text-lagoon-300 uppercase">
        {title}
      </h2>
      <ul className="flex flex-col gap-2.5 text-sm">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkClass}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const clubName = useClubName();
  const year = useClubToday().slice(0, 4);
  const columns = useFooterLinks();
  return (
    <footer className="on-dark mt-16 bg-ocean-950 text-ocean-50">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.3fr_1fr_1fr_1.5fr] lg:py-16">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <BrandLink tone="dark" />
          <p className="max-w-xs text-sm text-ocean-100">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <FooterLinks key={column.id} id={column.id} title={t(column.title)} items={column.items} />
        ))}
        <div className="col-span-2 lg:col-span-1">
          <h2 className="mb-4 text-sm font-bold tracking-wider text-lagoon-300 uppercase">{t('footer.contact')}</h2>
          <div className="text-sm">
            <ContactDetails tone="dark" />
          </div>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-5 text-sm text-ocean-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year, club: clubName })}</p>
          <p>{t('footer.madeWith')}</p>
        </Container>
      </div>
    </footer>
  );
}
