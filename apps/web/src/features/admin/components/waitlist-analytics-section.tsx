// The "Waiting lists" section of the admin's analytics (issue 28 item 2): how many families wait for each class now
// (and how many places are held for them), and how the offers made in the chosen period ended.
import type { AnalyticsPeriod } from '@swim/shared/api/admin-analytics';
import { addDays } from '@swim/shared/dates';
import { pickText } from '@swim/shared/localized-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClubToday } from '../../../hooks/use-club-today';
import { useLanguage } from '../../../hooks/use-language';
import { useWaitlistAnalytics, type WaitlistPeriod } from '../api/get-waitlist-analytics';

/** Before any offer could have been made: "all time" for the offers' figures. */
const BEGINNING = '2000-01-01';

/** The analytics period as club days: a quick filter counts back from today. */
function clubDays(period: AnalyticsPeriod, today: string): WaitlistPeriod {
  if ('from' in period) return period;
  if (period.range === 'all') return { from: BEGINNING, to: today };
  return { from: addDays(today, -Number(period.range)), to: today };
}

const OUTCOMES = ['made', 'accepted', 'declined', 'expired', 'withdrawn', 'open'] as const;

export function WaitlistAnalyticsSection({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const today = useClubToday();
  const figures = useWaitlistAnalytics(clubDays(period, today));
  const count = (value: number) => value.toLocaleString(language);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-bold text-ocean-950">
          {t('waitlist.analytics.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('waitlist.analytics.hint')}</p>
      </div>
      {figures.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
        </LoadingRegion>
      ) : figures.isError ? (
        <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />
      ) : (
        <div className="flex flex-col gap-5" aria-busy={figures.isPlaceholderData}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {OUTCOMES.map((outcome) => (
              <div key={outcome} className="flex flex-col gap-1 rounded-2xl border border-sand-200 p-3">
                <dt className="text-sm font-medium text-ink-muted">{t(`waitlist.analytics.offers.${outcome}`)}</dt>
                <dd className="text-2xl font-bold text-ocean-950 tabular-nums">
                  {count(figures.data.offers[outcome])}
                </dd>
              </div>
            ))}
          </dl>
          {figures.data.classes.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('waitlist.analytics.nobody')}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="pb-2 text-left font-semibold text-ink">
                {t('waitlist.analytics.classesTitle')}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 pr-2 text-left font-medium text-ink-muted">
                    {t('waitlist.analytics.class')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium text-ink-muted">
                    {t('waitlist.analytics.waiting')}
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-medium text-ink-muted">
                    {t('waitlist.analytics.held')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.data.classes.map((cls) => (
                  <tr key={cls.classId} className="border-t border-sand-200">
                    <th scope="row" className="py-2 pr-2 text-left font-semibold break-words text-ink">
                      {pickText(cls.classTitle, language)}
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{count(cls.waiting)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{count(cls.held)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  );
}
