import type { SubscriptionDetail as Detail } from '@swim/shared/api/payments';
import { pickText } from '@swim/shared/localized-text';
import { Receipt, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PageHeader } from '../../../components/page-header';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFormatMoney } from '../../../hooks/use-format-money';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useSubscription } from '../api/get-subscription';
import { formatPeriod } from '../lib/format-period';
import { nextChargeText } from '../lib/next-charge';
import { RefundedAmount } from './refunded-amount';
import { RefundPendingNote } from '../../../components/refund-pending-note';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionStatusBadge } from './subscription-status-badge';

function Frame({ title, eyebrow, children }: { title: string; eyebrow?: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.childSubscription.title'));
  return (
    <>
      <PageHeader
        title={title}
        eyebrow={eyebrow}
        backLink={<BackLink to="/subscriptions">{t('subscriptions.detail.back')}</BackLink>}
      />
      <Container className="py-8 sm:py-10">{children}</Container>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

function PlanCard({ subscription }: { subscription: Detail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  const money = (amount: number) => formatPrice(amount, subscription.currency);
  const nextAmount = subscription.planOptions.find((option) => option.plan === subscription.nextPlan)?.amount;
  const end = subscription.currentPeriodEnd;
  const nextCharge =
    subscription.status === 'canceled' || subscription.cancelAt ? null : nextChargeText(subscription, language, t);
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ocean-950">{t('subscriptions.detail.planTitle')}</h2>
        <SubscriptionStatusBadge subscription={subscription} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term={t('subscriptions.plan')}>{t(`plans.names.${subscription.plan}`)}</Fact>
        <Fact term={t('subscriptions.amount')}>
          <span className="tabular-nums">{t('subscriptions.perMonth', { amount: money(subscription.amount) })}</span>
        </Fact>
        {subscription.paidThrough ? (
          <Fact term={t('subscriptions.paidThrough')}>{formatPeriod(subscription.paidThrough, language)}</Fact>
        ) : null}
        {nextCharge ? <Fact term={t('subscriptions.nextCharge')}>{nextCharge}</Fact> : null}
        {subscription.nextPlan && subscription.nextPlan !== subscription.plan ? (
          <Fact term={t('subscriptions.detail.nextPlan')}>
            {t(`plans.names.${subscription.nextPlan}`)}
            {nextAmount !== undefined ? ` · ${t('subscriptions.perMonth', { amount: money(nextAmount) })}` : ''}
            {end ? (
              <span className="block text-sm font-normal text-ink-muted">
                {t('subscriptions.detail.fromDate', { date: formatDate(end, language) })}
              </span>
            ) : null}
          </Fact>
        ) : null}
      </dl>
      {subscription.cancelAt && subscription.status === 'active' ? (
        <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink">
          {t('subscriptions.detail.cancelNotice', { date: formatDate(subscription.cancelAt, language) })}
        </p>
      ) : null}
      <div className="border-t border-sand-200 pt-5">
        <SubscriptionActions subscription={subscription} />
      </div>
    </Card>
  );
}

function Invoices({ subscription }: { subscription: Detail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatMoney();
  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-3">
      <h2 id="invoices-title" className="text-xl font-bold text-ocean-950">
        {t('subscriptions.detail.invoices')}
      </h2>
      {subscription.invoices.length === 0 ? (
        <EmptyState icon={Receipt} title={t('subscriptions.detail.noInvoices')} />
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200 rounded-(--radius-card) border border-sand-200 bg-white shadow-card">
          {subscription.invoices.map((invoice) => (
            <li key={invoice.id} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {invoice.billingPeriod ? formatPeriod(invoice.billingPeriod, language) : '—'}
                </p>
                <p className="text-sm text-ink-muted">
                  <time dateTime={invoice.paidAt ?? invoice.createdAt}>
                    {formatDate(invoice.paidAt ?? invoice.createdAt, language, 'd MMM yyyy')}
                  </time>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold tabular-nums">{formatPrice(invoice.amount, invoice.currency)}</span>
                <PaymentStatusBadge status={invoice.status} />
                <span className="text-xs">
                  <RefundedAmount payment={invoice} />
                </span>
                <RefundPendingNote payment={invoice} audience="family" className="text-right" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One subscription: plan, amount, current period, the next plan, its invoices, and cancel, resume or change plan. */
export function SubscriptionDetail({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const subscription = useSubscription(subscriptionId);

  if (subscription.isPending) {
    return (
      <Frame title={t('pages.childSubscription.title')}>
        <LoadingRegion className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-72 rounded-(--radius-card)" />
          <Skeleton className="h-72 rounded-(--radius-card)" />
        </LoadingRegion>
      </Frame>
    );
  }
  if (subscription.isError) {
    const missing = isApiError(subscription.error) && subscription.error.code === 'NOT_FOUND';
    return (
      <Frame title={t('pages.childSubscription.title')}>
        {missing ? (
          <EmptyState
            icon={SearchX}
            title={t('subscriptions.detail.notFound')}
            description={t('errors.notFound')}
            action={
              <Button asChild>
                <Link to="/subscriptions">{t('subscriptions.detail.back')}</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState error={subscription.error} onRetry={() => void subscription.refetch()} />
        )}
      </Frame>
    );
  }

  const data = subscription.data;
  const classTitle = data.classTitle ? pickText(data.classTitle, language) : t('pages.childSubscription.title');
  return (
    <Frame title={classTitle} eyebrow={data.childName ?? undefined}>
      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <PlanCard subscription={data} />
        <Invoices subscription={data} />
      </div>
    </Frame>
  );
}
