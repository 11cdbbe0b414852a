import type { OfferAccepted, OfferByToken } from '@swim/shared/api/waitlist';
import { pickText } from '@swim/shared/localized-text';
import { CalendarCheck, CalendarX, CircleCheck, Clock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { DashboardLink } from './dashboard-link';
import { OfferFrame, type OfferFrameTone } from './offer-frame';

/** What became of the offer: answered on this page just now, or as the link finds it. */
export type OfferOutcome =
  | { kind: 'justAccepted'; enrolled: OfferAccepted }
  | { kind: 'justDeclined' }
  | { kind: Exclude<OfferByToken['status'], 'open'> };

const LOOKS: Record<OfferOutcome['kind'], { icon: LucideIcon; tone: OfferFrameTone }> = {
  justAccepted: { icon: CircleCheck, tone: 'done' },
  justDeclined: { icon: CalendarX, tone: 'muted' },
  accepted: { icon: CalendarCheck, tone: 'done' },
  declined: { icon: CalendarX, tone: 'muted' },
  expired: { icon: Clock, tone: 'muted' },
  withdrawn: { icon: CalendarX, tone: 'muted' },
};

/** The end of the page: the place taken (the child enrolled, the first payment due), given up, lapsed or withdrawn. */
export function OfferResult({ offer, outcome }: { offer: OfferByToken; outcome: OfferOutcome }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = { name: offer.childFirstName, class: pickText(offer.classTitle, language) };
  const { icon, tone } = LOOKS[outcome.kind];
  const enrolled = outcome.kind === 'justAccepted' || outcome.kind === 'accepted';
  return (
    <OfferFrame icon={icon} tone={tone} title={t(`waitlist.result.${outcome.kind}.title`, words)}>
      <div role="status" className="flex flex-col gap-2">
        <p className="text-lg text-ink">{t(`waitlist.result.${outcome.kind}.text`, words)}</p>
        {enrolled ? <p>{t('waitlist.result.paymentDue')}</p> : null}
      </div>
      <DashboardLink variant={enrolled ? 'primary' : 'outline'} />
    </OfferFrame>
  );
}
