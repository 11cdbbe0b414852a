import { CLUB_CONTACT } from '@swim/shared/club';
import { pickText } from '@swim/shared/localized-text';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { cn } from '../lib/utils';
import { OfficeHours } from './office-hours';

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

/** Address, phone (tel:), e-mail (mailto:) and office hours of the club. */
export function ContactDetails({ tone = 'light' }: { tone?: Tone }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const linkClass = cn(
    'font-semibold underline-offset-4 hover:underline',
    tone === 'dark' ? 'text-white' : 'text-ocean-800',
  );
  return (
    <ul className="flex flex-col gap-4">
      <Row tone={tone} icon={<MapPin aria-hidden="true" />} label={t('contact.address')}>
        <address className="not-italic">{pickText(CLUB_CONTACT.address, language)}</address>
      </Row>
      <Row tone={tone} icon={<Phone aria-hidden="true" />} label={t('contact.phone')}>
        <a className={linkClass} href={`tel:${CLUB_CONTACT.phone.replace(/\s/g, '')}`}>
          {CLUB_CONTACT.phone}
        </a>
      </Row>
      <Row tone={tone} icon={<Mail aria-hidden="true" />} label={t('contact.email')}>
        <a className={linkClass} href={`mailto:${CLUB_CONTACT.email}`}>
          {CLUB_CONTACT.email}
        </a>
      </Row>
      <Row tone={tone} icon={<Clock aria-hidden="true" />} label={t('contact.officeHours')}>
        <OfficeHours />
      </Row>
    </ul>
  );
}
