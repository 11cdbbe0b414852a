import type { Subscription } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { ChevronRight, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { useSubscriptions } from '../api/get-subscriptions';
import { formatPeriod } from '../lib/format-period';
import { nextChargeText } from '../lib/next-charge';
import { getSubscriptionState, type SubscriptionState } from '../lib/subscription-state';
import { SubscriptionStatusBadge } from './subscription-status-badge';

/** Those needing attention and running first, ended ones last. */
const ORDER: Record<SubscriptionState, number> = { overdue: 0, active: 1, cancelling: 2, past: 3 };

export function subscriptionPath(subscription: Pick<Subscription, 'id' | 'childId'>): string | null {
  if (!subscription.childId) return null;
  return `/child/${encodeURIComponent(subscription.childId)}/subscription/${encodeURIComponent(subscription.id)}`;
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const titleId = `subscription-${subscription.id}-title`;
  const path = subscriptionPath(subscription);
  const state = getSubscriptionState(subscription);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold break-words text-ocean-950">
            {subscription.childName ?? t('subscriptions.unknownChild')}
          </h3>
          <p className="text-ink-muted">
            {subscription.classTitle ? pickText(subscription.classTitle, language) : t('subscriptions.noClass')}
          </p>
        </div>
        <SubscriptionStatusBadge subscription={subscription} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink-muted">{t('subscriptions.plan')}</dt>
          <dd className="font-semibold text-ink">{t(`plans.names.${subscription.plan}`)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('subscriptions.amount')}</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {t('subscriptions.perMonth', { amount: formatPrice(subscription.amount, subscription.currency) })}
          </dd>
        </div>
        {subscription.paidThrough ? (
          <div className="col-span-2">
            <dt className="text-ink-muted">{t('subscriptions.paidThrough')}</dt>
            <dd className="font-semibold text-ink">{formatPeriod(subscription.paidThrough, language)}</dd>
          </div>
        ) : null}
        {state !== 'past' && subscription.currentPeriodEnd ? (
          <div className="col-span-2">
            <dt className="text-ink-muted">{t('subscriptions.nextCharge')}</dt>
            <dd className="font-semibold text-ink">
              {state === 'cancelling' ? t('subscriptions.noNextCharge') : nextChargeText(subscription, language, t)}
            </dd>
          </div>
        ) : null}
      </dl>
      {path ? (
        <Button asChild variant="outline" className="mt-auto self-start">
          <Link to={path} aria-describedby={titleId}>
            {t('subscriptions.manage')}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </article>
  );
}

/** The parent's card subscriptions: active, scheduled to cancel, overdue and past, each leading to its detail. */
export function SubscriptionList() {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) {
    return (
      <LoadingRegion className="grid gap-5 md:grid-cols-2">
        <Skeleton className="h-56 rounded-(--radius-card)" />
        <Skeleton className="h-56 rounded-(--radius-card)" />
      </LoadingRegion>
    );
  }
  if (subscriptions.isError) {
    return <ErrorState error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />;
  }
  if (subscriptions.data.length === 0) {
    return (
      <EmptyState
        icon={Repeat}
        title={t('subscriptions.empty')}
        description={t('subscriptions.emptyHint')}
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('subscriptions.toDashboard')}</Link>
          </Button>
        }
      />
    );
  }
  const sorted = [...subscriptions.data].sort(
    (a, b) => ORDER[getSubscriptionState(a)] - ORDER[getSubscriptionState(b)],
  );
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {sorted.map((subscription) => (
        <li key={subscription.id}>
          <SubscriptionCard subscription={subscription} />
        </li>
      ))}
    </ul>
  );
}
