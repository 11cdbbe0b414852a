import { readableName } from '@swim/shared/erased-name';
import type { Mismatch } from '@swim/shared/api/payments';
import { DEFAULT_CURRENCY, formatMoney } from '@swim/shared/money';
import { Check, LoaderCircle, RefreshCw, Scale, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useReconciliation } from '../api/get-reconciliation';
import { useResolveMismatch } from '../api/resolve-mismatch';
import { useRunReconciliation } from '../api/run-reconciliation';

const DATE_TIME = 'd MMM yyyy, HH:mm';

function MismatchRow({ mismatch }: { mismatch: Mismatch }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const resolve = useResolveMismatch();
  const amount = (minor: number | null) =>
    minor === null ? t('billing.details.none') : formatMoney(minor, mismatch.currency ?? DEFAULT_CURRENCY, language);
  const { record } = mismatch;
  // Named as the admin knows it: the payment's or order's number, else the provider's reference, else its kind.
  const reference = record?.number ?? mismatch.providerObjectId ?? t(`billing.reconciliation.kinds.${mismatch.kind}`);

  async function submit() {
    try {
      await resolve.mutateAsync(mismatch.id);
      showSuccessToast(t('billing.reconciliation.resolvedToast'));
    } catch (error) {
      showDestructiveToast(t('billing.reconciliation.resolveFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5 md:flex-row md:items-center md:justify-between md:gap-6">
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {t(`billing.reconciliation.kinds.${mismatch.kind}`)}
          {mismatch.resolvedAt ? (
            <Badge tone="success">{t('billing.reconciliation.resolvedBadge')}</Badge>
          ) : (
            <Badge tone="danger">{t('billing.reconciliation.openBadge')}</Badge>
          )}
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-ink-muted">{t('billing.reconciliation.providerObject')}</dt>
          <dd className="font-mono break-all">{mismatch.providerObjectId ?? t('billing.details.none')}</dd>
          <dt className="text-ink-muted">
            {t(record?.kind === 'order' ? 'billing.reconciliation.order' : 'billing.reconciliation.payment')}
          </dt>
          <dd className="break-words">
            {record
              ? [record.number, record.name && readableName(record.name, language)].filter(Boolean).join(' · ')
              : t('billing.details.none')}
          </dd>
          <dt className="text-ink-muted">{t('billing.reconciliation.ledgerAmount')}</dt>
          <dd className="tabular-nums">{amount(mismatch.ledgerAmount)}</dd>
          <dt className="text-ink-muted">{t('billing.reconciliation.providerAmount')}</dt>
          <dd className="tabular-nums">{amount(mismatch.providerAmount)}</dd>
          <dt className="text-ink-muted">{t('billing.reconciliation.detectedAt')}</dt>
          <dd>
            <time dateTime={mismatch.detectedAt}>{formatDate(mismatch.detectedAt, language, DATE_TIME)}</time>
          </dd>
        </dl>
        {mismatch.resolvedAt ? (
          <p className="text-sm text-ink-muted">
            {t('billing.reconciliation.resolvedOn', {
              date: formatDate(mismatch.resolvedAt, language, DATE_TIME),
              name: mismatch.resolvedByName ?? t('billing.details.none'),
            })}
          </p>
        ) : null}
      </div>
      {mismatch.resolvedAt ? null : (
        <Button
          variant="outline"
          className="w-full md:w-auto"
          onClick={() => void submit()}
          disabled={resolve.isPending}
          aria-label={t('billing.reconciliation.resolveNamed', { reference })}
        >
          {resolve.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Check aria-hidden="true" />
          )}
          {t('billing.reconciliation.resolve')}
        </Button>
      )}
    </li>
  );
}

/** Where our ledger and the card provider disagree: run the comparison and mark each difference resolved. */
export function ReconciliationSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const reconciliation = useReconciliation();
  const run = useRunReconciliation();

  async function runNow() {
    try {
      const result = await run.mutateAsync();
      const open = result.items.filter((item) => !item.resolvedAt).length;
      showSuccessToast(t('billing.reconciliation.runDone'), t('billing.reconciliation.openCount', { count: open }));
    } catch (error) {
      showDestructiveToast(t('billing.reconciliation.runFailed'), t(getErrorMessageKey(error)));
    }
  }

  const lastRunAt = reconciliation.data?.lastRunAt;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-ink-muted">{t('billing.reconciliation.lead')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink" aria-live="polite">
          {lastRunAt ? (
            <>
              {t('billing.reconciliation.lastRun')}{' '}
              <time dateTime={lastRunAt} className="font-semibold">
                {formatDate(lastRunAt, language, DATE_TIME)}
              </time>
            </>
          ) : reconciliation.isSuccess ? (
            t('billing.reconciliation.neverRun')
          ) : null}
        </p>
        <Button onClick={() => void runNow()} disabled={run.isPending} className="w-full sm:w-auto">
          <RefreshCw aria-hidden="true" className={run.isPending ? 'animate-spin' : undefined} />
          {t('billing.reconciliation.run')}
        </Button>
      </div>
      {reconciliation.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </LoadingRegion>
      ) : reconciliation.isError ? (
        <ErrorState error={reconciliation.error} onRetry={() => void reconciliation.refetch()} />
      ) : reconciliation.data.items.length === 0 ? (
        // Before the first run nothing has been compared: saying the books agree would be a claim never checked.
        <EmptyState
          icon={lastRunAt ? ShieldCheck : Scale}
          title={t(lastRunAt ? 'billing.reconciliation.empty' : 'billing.reconciliation.neverRunTitle')}
          description={t(lastRunAt ? 'billing.reconciliation.emptyHint' : 'billing.reconciliation.neverRunHint')}
        />
      ) : (
        <ul
          aria-label={t('billing.reconciliation.listLabel')}
          className="divide-y divide-sand-200 overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card"
        >
          {reconciliation.data.items.map((mismatch) => (
            <MismatchRow key={mismatch.id} mismatch={mismatch} />
          ))}
        </ul>
      )}
    </div>
  );
}
