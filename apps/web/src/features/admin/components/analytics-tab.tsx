import type { Analytics } from '@swim/shared/api/admin-analytics';
import { pickText } from '@swim/shared/localized-text';
import { formatMoney } from '@swim/shared/money';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConvertedNote } from '../../../components/converted-note';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { useAnalytics } from '../api/get-analytics';
import { AnalyticsPeriodPicker, useAnalyticsPeriod } from './analytics-period';
import { MakeupSummarySection } from './makeup-summary-section';
import { WaitlistAnalyticsSection } from './waitlist-analytics-section';

// recharts is large: it loads with this tab's charts only.
const CapacityChart = lazy(async () => ({ default: (await import('./analytics-charts')).CapacityChart }));
const RevenueChart = lazy(async () => ({ default: (await import('./analytics-charts')).RevenueChart }));

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-sand-200 bg-white p-4 shadow-xs">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold text-ocean-950 tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm text-ink-muted">{detail}</dd> : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:p-5">
      <h3 className="text-lg font-bold text-ocean-950">{title}</h3>
      {children}
    </section>
  );
}

/** Occupancy per location: the sum of its active classes. */
function byLocation(capacity: Analytics['capacity']) {
  const groups = new Map<
    string,
    { name: Analytics['capacity'][number]['location']['name']; enrolled: number; max: number }
  >();
  for (const c of capacity) {
    const group = groups.get(c.location.id) ?? { name: c.location.name, enrolled: 0, max: 0 };
    group.enrolled += c.enrolled;
    group.max += c.maxCapacity;
    groups.set(c.location.id, group);
  }
  return [...groups.entries()];
}

function Figures({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Every amount is in the club's currency, the other currency's converted one by one by the server.
  const money = (amount: number) => formatMoney(amount, data.currency, language);
  const members = data.members.parents + data.members.instructors + data.members.athletes + data.members.admins;
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  const revenue = {
    currency: data.currency,
    amount: data.revenue.reduce((n, r) => n + r.amount, 0),
    converted: data.revenue.reduce((n, r) => n + r.converted, 0),
  };
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        <Figure
          label={t('admin.analytics.members')}
          value={members}
          detail={t('admin.analytics.membersDetail', { ...data.members })}
        />
        <Figure
          label={t('admin.analytics.children')}
          value={data.children.total}
          detail={t('admin.analytics.newInRange', { count: data.children.newInRange })}
        />
        <Figure label={t('admin.analytics.activeEnrollments')} value={data.activeEnrollments} />
        <Figure
          label={t('admin.analytics.attendanceRate')}
          value={data.attendance.rate === null ? '—' : percent(data.attendance.rate)}
          detail={t('admin.analytics.attendanceDetail', data.attendance)}
        />
        <Figure
          label={t('admin.analytics.refunds')}
          value={money(data.refunds.amount)}
          detail={
            <>
              {t('admin.analytics.refundCount', { count: data.refunds.count })}
              <ConvertedNote total={data.refunds} />
            </>
          }
        />
        <Figure
          label={t('admin.analytics.outstanding')}
          value={money(data.outstanding.amount)}
          detail={
            <>
              {t('admin.analytics.outstandingCount', { count: data.outstanding.count })}
              <ConvertedNote total={data.outstanding} />
              {/* The figure is the arrears list's total (issue 25): the families behind it are one tap away. */}
              <Link
                to="/admin?tab=billing&section=arrears"
                className="mt-1 block font-semibold text-ocean-800 underline underline-offset-2"
              >
                {t('admin.analytics.outstandingLink')}
              </Link>
            </>
          }
        />
      </dl>
      <Section title={t('admin.analytics.capacityTitle')}>
        <ul className="flex flex-col gap-1 text-sm">
          {byLocation(data.capacity).map(([id, group]) => (
            <li key={id} className="flex flex-wrap justify-between gap-2">
              <span className="font-medium text-ink">{pickText(group.name, language)}</span>
              <span className="text-ink-muted tabular-nums">
                {t('admin.analytics.occupancy', {
                  enrolled: group.enrolled,
                  capacity: group.max,
                  percent: percent(group.max ? group.enrolled / group.max : 0),
                })}
              </span>
            </li>
          ))}
        </ul>
        <figure aria-label={t('admin.analytics.capacityChart')}>
          <Suspense fallback={<Skeleton className="h-48" />}>
            <CapacityChart capacity={data.capacity} />
          </Suspense>
        </figure>
      </Section>
      <Section title={t('admin.analytics.revenueTitle')}>
        {data.revenue.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('admin.analytics.noRevenue')}</p>
        ) : (
          <figure
            aria-label={t('admin.analytics.revenueChart', { currency: t(`billing.currency.${data.currency}`) })}
            className="flex flex-col gap-2"
          >
            <figcaption className="text-sm font-medium text-ink">
              {t('admin.analytics.revenueTotal', {
                currency: t(`billing.currency.${data.currency}`),
                amount: money(revenue.amount),
              })}
              <ConvertedNote total={revenue} />
            </figcaption>
            <Suspense fallback={<Skeleton className="h-64" />}>
              <RevenueChart revenue={data.revenue} currency={data.currency} />
            </Suspense>
          </figure>
        )}
      </Section>
    </div>
  );
}

/** The club in figures for a quick filter or a custom period (kept in the address as ?range= or ?from=&to=). */
export function AnalyticsTab() {
  const picker = useAnalyticsPeriod();
  const analytics = useAnalytics(picker.period);

  return (
    <div className="flex flex-col gap-6">
      <AnalyticsPeriodPicker {...picker} />
      {analytics.isPending ? (
        <LoadingRegion className="grid grid-cols-2 gap-3">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-24 rounded-2xl" />
          ))}
        </LoadingRegion>
      ) : analytics.isError ? (
        <ErrorState error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <div aria-busy={analytics.isPlaceholderData}>
          <Figures data={analytics.data} />
        </div>
      )}
      <MakeupSummarySection />
      <WaitlistAnalyticsSection period={picker.period} />
    </div>
  );
}
