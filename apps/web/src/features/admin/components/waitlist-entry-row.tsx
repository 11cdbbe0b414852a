import type { AdminWaitlistEntry } from '@swim/shared/api/waitlist';
import { pickText } from '@swim/shared/localized-text';
import { ArrowDown, ArrowUp, CalendarCheck, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { WaitlistOfferButton } from './waitlist-offer-button';
import { WaitlistRemoveButton } from './waitlist-remove-button';

type WaitlistEntryRowProps = {
  entry: AdminWaitlistEntry;
  classTitle: string;
  /** No free place left (enrolled and held fill the class): an offer by hand admits one more. */
  classFull: boolean;
  first: boolean;
  last: boolean;
  /** A new order is being saved: no other move until it is in. */
  moving: boolean;
  onMove: (by: -1 | 1) => void;
};

/** A family on the list: its place, the child, the parent's contacts, the plan, when it joined, and any held place. */
export function WaitlistEntryRow({ entry, classTitle, classFull, first, last, moving, onMove }: WaitlistEntryRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const parentName = entry.parent.name ? pickText(entry.parent.name, language) : entry.parent.email;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-3 rounded-2xl border border-sand-200 p-4 sm:gap-x-4">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-full bg-ocean-800 text-lg font-bold text-white tabular-nums"
      >
        {entry.position}
      </span>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
          <span className="sr-only">{t('waitlist.card.position', { position: entry.position })}: </span>
          <span className="break-words">{entry.childName}</span>
          <span className="text-sm font-normal text-ink-muted">
            {t('waitlist.admin.born', { date: formatDate(entry.birthDate, language, 'd MMM yyyy') })}
          </span>
        </p>
        <p className="text-ink">
          {parentName}
          <span className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1">
            <a
              href={`mailto:${entry.parent.email}`}
              className="inline-flex items-center gap-1.5 break-all text-ocean-800 underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {entry.parent.email}
            </a>
            {entry.parent.phone ? (
              <a
                href={`tel:${entry.parent.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-1.5 whitespace-nowrap text-ocean-800 underline-offset-4 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {entry.parent.phone}
              </a>
            ) : null}
          </span>
        </p>
        <p className="text-ink-muted">
          {t(`plans.names.${entry.planType}`)} ·{' '}
          {t('waitlist.admin.joined', { date: formatDate(entry.joinedAt, language, 'd MMM yyyy, HH:mm') })}
        </p>
        {entry.offer ? (
          <div className="mt-1 flex flex-col items-start gap-1.5">
            <p className="flex items-start gap-1.5 font-semibold text-lagoon-800">
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('waitlist.admin.heldUntil', {
                when: formatDate(entry.offer.expiresAt, language, 'd MMM yyyy, HH:mm'),
              })}
            </p>
            {entry.offer.byHand || entry.offer.overCapacity ? (
              <p className="flex flex-wrap gap-2">
                {entry.offer.byHand ? <Badge tone="ocean">{t('waitlist.admin.byHand')}</Badge> : null}
                {entry.offer.overCapacity ? <Badge tone="sand">{t('waitlist.admin.overCapacity')}</Badge> : null}
              </p>
            ) : null}
          </div>
        ) : (
          <p>
            <Badge tone="neutral">{t('waitlist.admin.waiting')}</Badge>
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:col-start-2">
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          disabled={first || moving}
          onClick={() => onMove(-1)}
          aria-label={t('waitlist.admin.moveUp', { name: entry.childName })}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          disabled={last || moving}
          onClick={() => onMove(1)}
          aria-label={t('waitlist.admin.moveDown', { name: entry.childName })}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        {entry.offer ? null : <WaitlistOfferButton entry={entry} classTitle={classTitle} classFull={classFull} />}
        <WaitlistRemoveButton entry={entry} classTitle={classTitle} />
      </div>
    </li>
  );
}
