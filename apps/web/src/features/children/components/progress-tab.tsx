import type { Progress } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { ChartLine, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { TabSection } from './tab-section';

// The chart library is large; it loads only when a parent opens this tab.
const ProgressChart = lazy(async () => ({
  default: (await import('../../../components/progress-chart')).ProgressChart,
}));

/** The coaches' assessments: a chart of the scores over time and each assessment with its notes. */
export function ProgressTab({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (progress.assessments.length === 0) {
    return (
      <EmptyState icon={ChartLine} title={t('child.progress.empty')} description={t('child.progress.emptyHint')} />
    );
  }
  const newestFirst = [...progress.assessments].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <div className="flex flex-col gap-8">
      <TabSection title={t('child.progress.chartTitle')}>
        <p className="-mt-2 text-sm text-ink-muted">{t('child.progress.scale')}</p>
        <Suspense
          fallback={
            <LoadingRegion>
              <Skeleton className="h-80 rounded-2xl" />
            </LoadingRegion>
          }
        >
          <ProgressChart progress={progress} label={t('child.progress.chartTitle')} />
        </Suspense>
      </TabSection>
      <TabSection title={t('child.progress.history')}>
        <ol className="flex flex-col gap-4">
          {newestFirst.map((assessment) => (
            <li key={assessment.id} className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h4 className="font-bold text-ocean-950">
                  <time dateTime={assessment.date}>{formatDate(assessment.date, language)}</time>
                </h4>
                {assessment.instructor ? (
                  <p className="flex items-center gap-1.5 text-sm text-ink-muted">
                    <UserRound aria-hidden="true" className="size-4" />
                    {pickText(assessment.instructor, language)}
                  </p>
                ) : null}
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
                {progress.metrics
                  .filter((metric) => assessment.scores[metric.key] !== undefined)
                  .map((metric) => (
                    <div key={metric.key} className="rounded-xl bg-sand-100 px-3 py-2">
                      <dt className="text-xs font-semibold text-ink-muted">{pickText(metric.label, language)}</dt>
                      <dd className="text-lg font-bold text-ocean-900 tabular-nums">
                        {t('child.progress.score', { score: assessment.scores[metric.key] })}
                      </dd>
                    </div>
                  ))}
              </dl>
              {assessment.notes ? <p className="mt-3 text-ink">{assessment.notes}</p> : null}
            </li>
          ))}
        </ol>
      </TabSection>
    </div>
  );
}
