import { type CalendarFeed, googleCalendarUrlOf, webcalUrlOf } from '@swim/shared/api/calendar';
import { CalendarPlus, Copy, Download, ExternalLink, Smartphone } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCalendarAddress } from '../api/get-calendar-address';
import { useRenewCalendarAddress } from '../api/renew-calendar-address';
import { NewAddressDialog, TurnOffDialog } from './calendar-address-dialogs';

/**
 * The profile page's calendar section: the account's secret ICS address, to copy into a calendar app, add to Google
 * Calendar or the phone's calendar, or download; a new address revokes the old one.
 */
export function CalendarAddress() {
  const { t } = useTranslation();
  const address = useCalendarAddress();
  if (address.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (address.isError) return <ErrorState error={address.error} onRetry={() => void address.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink">{t(`calendar.scope.${address.data.scope}`)}</p>
      {address.data.url ? <AddressTools feed={address.data} url={address.data.url} /> : <CreateAddress />}
    </div>
  );
}

function CreateAddress() {
  const { t } = useTranslation();
  const renew = useRenewCalendarAddress();
  async function create() {
    try {
      await renew.mutateAsync();
      showSuccessToast(t('calendar.created'));
    } catch (error) {
      showDestructiveToast(t('calendar.failed'), t(getErrorMessageKey(error)));
    }
  }
  return (
    <div>
      <Button onClick={() => void create()} disabled={renew.isPending}>
        <CalendarPlus aria-hidden="true" />
        {t('calendar.create')}
      </Button>
    </div>
  );
}

function AddressTools({ feed, url }: { feed: CalendarFeed; url: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showSuccessToast(t('calendar.copied'));
    } catch {
      // Without clipboard access the address is selected, ready for the device's own copy.
      field.current?.select();
      showDestructiveToast(t('calendar.copyFailed'));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('calendar.address')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={field}
            id={id}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${id}-hint`}
            className="font-mono text-sm"
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('calendar.copy')}
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t('calendar.private', { date: feed.createdAt ? formatDate(feed.createdAt, language) : '' })}
        </p>
        <p role="status" className="text-sm font-medium text-lagoon-800">
          {copied ? t('calendar.copiedStatus') : ''}
        </p>
      </div>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <li>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={googleCalendarUrlOf(url)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('calendar.google')}
            </a>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={webcalUrlOf(url)}>
              <Smartphone aria-hidden="true" />
              {t('calendar.phone')}
            </a>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={url} download="calendar.ics">
              <Download aria-hidden="true" />
              {t('calendar.download')}
            </a>
          </Button>
        </li>
      </ul>
      <div className="flex flex-wrap gap-2 border-t border-sand-200 pt-4">
        <NewAddressDialog onRenewed={() => setCopied(false)} />
        <TurnOffDialog />
      </div>
    </div>
  );
}
