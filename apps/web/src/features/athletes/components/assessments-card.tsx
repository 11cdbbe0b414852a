import type { AthleteDashboard } from '@swim/shared/api/athletes';
import { pickText } from '@swim/shared/localized-text';
import { ChartNoAxesColumnIncreasing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { DashboardCard, EmptyNote } from './dashboard-card';

type Assessment = AthleteDashboard['assessments'][number];

/** Coaches score each metric from 1 to 10. */
const MAX_SCORE = 10;

function ScoreList({ assessment, previous }: { assessment: Assessment; previous?: Assessment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="flex flex-col gap-3">
      {assessment.scores.map((score) => {
        const before = previous?.scores.find((s) => s.metric === score.metric)?.score;
        const change = before === undefined ? 0 : score.score - before;
        return (
          <li
            key={score.metric}
            className="grid grid-cols-[minmax(0,7rem)_1fr_auto] sm:grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm"
          >
            <span className="truncate font-medium text-ink">{pickText(score.label, language)}</span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-sand-200">
              <span
                className="block h-full rounded-full bg-linear-to-r from-ocean-600 to-lagoon-400"
                style={{ width: `${(score.score / MAX_SCORE) * 100}%` }}
              />
            </span>
            <span className="min-w-14 text-right font-semibold text-ocean-950 tabular-nums">
              {t('athlete.assessments.score', { score: score.score, max: MAX_SCORE })}
              {change > 0 ? (
                <span className="ml-1 text-emerald-700">
                  <span aria-hidden="true">▲</span>
                  <span className="sr-only">{t('athlete.assessments.up', { count: change })}</span>
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function AssessmentMeta({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {formatDate(assessment.date, language)}
      {assessment.instructor
        ? ` · ${t('athlete.classes.coach', { name: pickText(assessment.instructor, language) })}`
        : ''}
    </>
  );
}

export function AssessmentsCard({ assessments }: { assessments: Assessment[] }) {
  const { t } = useTranslation();
  const [latest, ...earlier] = assessments;
  return (
    <DashboardCard id="athlete-assessments" icon={ChartNoAxesColumnIncreasing} title={t('athlete.assessments.title')}>
      {latest ? (
        <div className="flex flex-col gap-5">
          <div>
            <p className="mb-3 text-sm font-semibold text-ink-muted">
              {t('athlete.assessments.latest')} · <AssessmentMeta assessment={latest} />
            </p>
            <ScoreList assessment={latest} previous={earlier[0]} />
            {latest.notes ? (
              <blockquote className="mt-4 rounded-xl bg-sand-100 px-4 py-3 text-sm text-ink italic">
                {latest.notes}
              </blockquote>
            ) : null}
          </div>
          {earlier.length > 0 ? (
            <div className="flex flex-col gap-2 border-t border-sand-200 pt-4">
              <h3 className="text-sm font-bold text-ocean-950">{t('athlete.assessments.earlier')}</h3>
              {earlier.map((assessment, index) => (
                <details key={assessment.id} className="group rounded-xl border border-sand-200 px-4 py-2">
                  <summary className="cursor-pointer py-1 text-sm font-semibold text-ink">
                    <AssessmentMeta assessment={assessment} />
                  </summary>
                  <div className="py-3">
                    <ScoreList assessment={assessment} previous={earlier[index + 1]} />
                    {assessment.notes ? <p className="mt-3 text-sm text-ink-muted">{assessment.notes}</p> : null}
                  </div>
                </details>
              ))}
            </div>
          ) : null}
        </div>
      ) : (
        <EmptyNote>{t('athlete.assessments.empty')}</EmptyNote>
      )}
    </DashboardCard>
  );
}
