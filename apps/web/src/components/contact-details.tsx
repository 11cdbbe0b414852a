import { pickText } from '@swim/shared/localized-text';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubSettings } from '../hooks/use-club-settings';
import { useLanguage } from '../hooks/use-language';
import { cn } from '../lib/utils';
import { LoadingRegion } from './loading-region';
import { OfficeHours } from './office-hours';
import { Skeleton } from './ui/skeleton';

type Tone = 'light' | 'dark';

function Row({ icon, label, children, tone }: { icon: ReactNode; label: string; children: ReactNode; tone: Tone }) {
  return (
    <li className="flex gap-3">
      <span
        className={cn(
          'mt-0.5 grid size-9 shrink-0 place-items-center rounded-full [&_svg]:size-4',
          tone === 'dark' ? 'bg-white/10 text-lagoon-300' : 'bg-ocean-50 text-ocean-700',
        )}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className={cn('text-sm font-semibold', tone === 'dark' ? 'text-ocean-100' : 'text-ink-muted')}>{label}</p>
        <div className="break-words">{children}</div>
      </div>
    </li>
  );
}

/** Address, phone (tel:), e-mail (mailto:) and office hours of the club, as the admin set them. */
export function ContactDetails({ tone = 'light' }: { tone?: Tone }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useClubSettings();
  const linkClass = cn(
    'font-semibold underline-offset-4 hover:underline',
    tone === 'dark' ? 'text-white' : 'text-ocean-800',
  );
  if (settings.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className={cn('h-12', tone === 'dark' && 'bg-white/10')} />
        ))}
      </LoadingRegion>
    );
  }
  if (settings.isError) {
    return <p className={tone === 'dark' ? 'text-ocean-100' : 'text-ink-muted'}>{t('clubAdmin.detailsUnavailable')}</p>;
  }
  const club = settings.data;
  return (
    <ul className="flex flex-col gap-4">
      <Row tone={tone} icon={<MapPin aria-hidden="true" />} label={t('contact.address')}>
        <address className="not-italic">{pickText(club.address, language)}</address>
      </Row>
      <Row tone={tone} icon={<Phone aria-hidden="true" />} label={t('contact.phone')}>
        <a className={linkClass} href={`tel:${club.phone.replace(/[^+\d]/g, '')}`}>
          {club.phone}
        </a>
      </Row>
      <Row tone={tone} icon={<Mail aria-hidden="true" />} label={t('contact.email')}>
        <a className={linkClass} href={`mailto:${club.email}`}>
          {club.email}
        </a>
      </Row>
      <Row tone={tone} icon={<Clock aria-hidden="true" />} label={t('contact.officeHours')}>
        <OfficeHours days={club.officeHours} />
      </Row>
    </ul>
  );
}
