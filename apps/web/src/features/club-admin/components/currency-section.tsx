import type { ChangeoverCounts, ChangeoverPreview, ChangeoverSample } from '@swim/shared/api/currency-changeover';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { ArrowRightLeft, CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useChangeOverCurrency } from '../api/change-over-currency';
import { useCurrencyChangeover } from '../api/get-currency-changeover';
import { SettingsSection } from './settings-section';

const KINDS = ['classes', 'products', 'payments', 'bills', 'discounts', 'checkouts', 'subscriptions'] as const;

/** "Classes: 5 · Products: 12": the kinds with something in them, each by its name. */
function useCountsLine() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (counts: ChangeoverCounts) =>
    KINDS.filter((kind) => counts[kind] > 0)
      .map((kind) => `${t(`changeover.kinds.${kind}`)}: ${counts[kind].toLocaleString(language)}`)
      .join(' · ');
}

function SampleName({ sample }: { sample: ChangeoverSample }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (sample.kind === 'discount' && sample.rule) return <>{t(`clubAdmin.settings.discounts.${sample.rule}`)}</>;
  if (sample.kind === 'bill' || sample.name === null) return <>{t('changeover.bill')}</>;
  return <>{typeof sample.name === 'string' ? sample.name : pickText(sample.name, language)}</>;
}

/** What the switch converts and what stays in leva, with a few amounts before and after. */
function PreviewDetails({ preview }: { preview: ChangeoverPreview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {KINDS.map((kind) => (
          <div key={kind} className="contents">
            <dt className="text-ink-muted">{t(`changeover.kinds.${kind}`)}</dt>
            <dd className="text-right font-semibold tabular-nums">{preview.counts[kind].toLocaleString(language)}</dd>
          </div>
        ))}
      </dl>
      {preview.samples.length > 0 ? (
        <div>
          <h4 className="font-semibold text-ocean-950">{t('changeover.examples')}</h4>
          <ul className="mt-1 flex flex-col gap-1">
            {preview.samples.map((sample, index) => (
              // Samples have no id of their own; their order is the server's and fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <li key={index}>
                <SampleName sample={sample} />: {formatMoney(sample.before, 'BGN', language)} →{' '}
                {formatMoney(sample.after, 'EUR', language)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview.counts.subscriptions > 0 ? <p className="text-ink-muted">{t('changeover.subscriptionsNote')}</p> : null}
      {preview.ordersInLeva > 0 ? (
        <div>
          <h4 className="font-semibold text-ocean-950">{t('changeover.leftTitle')}</h4>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt className="text-ink-muted">{t('changeover.leftOrders')}</dt>
            <dd className="text-right tabular-nums">{preview.ordersInLeva.toLocaleString(language)}</dd>
          </dl>
        </div>
      ) : null}
    </div>
  );
}

function SwitchToEuro({ preview }: { preview: ChangeoverPreview }) {
  const { t } = useTranslation();
  const countsLine = useCountsLine();
  const [open, setOpen] = useState(false);
  const change = useChangeOverCurrency();

  async function confirm() {
    try {
      const result = await change.mutateAsync();
      setOpen(false);
      // Subscriptions the card provider has not confirmed as ending yet are retried by the server.
      const waiting = result.subscriptionsWaiting
        ? t('changeover.subscriptionsWaiting', { count: result.subscriptionsWaiting })
        : null;
      const done = [countsLine(result.counts), waiting].filter(Boolean).join('. ');
      if (result.changed) showSuccessToast(t('changeover.done'), done);
      else showSuccessToast(t('changeover.nothing'), waiting ?? undefined);
    } catch (error) {
      showDestructiveToast(t('changeover.failed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button className="self-start" onClick={() => setOpen(true)}>
        <ArrowRightLeft aria-hidden="true" />
        {t('changeover.switch')}
      </Button>
      <DialogContent role="alertdialog">
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <DialogTitle>{t('changeover.dialogTitle')}</DialogTitle>
            <DialogDescription>{t('changeover.dialogIntro')}</DialogDescription>
          </div>
          <PreviewDetails preview={preview} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('admin.common.cancel')}</Button>
            </DialogClose>
            <Button disabled={change.isPending} onClick={() => void confirm()}>
              {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t('changeover.confirm')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The club's currency in its settings: while in leva, the switch to euro (issue 24); once in euro, says so. */
export function CurrencySection() {
  const { t } = useTranslation();
  const preview = useCurrencyChangeover();
  let body: React.ReactNode;
  if (preview.isPending) {
    body = (
      <LoadingRegion>
        <Skeleton className="h-10 rounded-xl" />
      </LoadingRegion>
    );
  } else if (preview.isError) {
    body = <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  } else if (preview.data.currency === 'EUR') {
    body = (
      <>
        <p className="flex items-start gap-2 text-sm text-ocean-950">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-lagoon-700" />
          {t('changeover.inEuro')}
        </p>
        {preview.data.subscriptionsWaiting > 0 ? (
          <p className="text-sm text-ink-muted">
            {t('changeover.subscriptionsWaiting', { count: preview.data.subscriptionsWaiting })}
          </p>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-ocean-950">{t('changeover.inLeva')}</p>
        <SwitchToEuro preview={preview.data} />
      </>
    );
  }
  return (
    <SettingsSection title={t('changeover.title')} hint={t('changeover.hint')} labelled>
      {body}
    </SettingsSection>
  );
}
