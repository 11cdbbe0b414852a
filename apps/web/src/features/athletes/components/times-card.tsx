import type { AthleteDashboard } from '@swim/shared/api/athletes';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { formatRaceTime } from '../../../lib/format-race-time';
import { DashboardCard, EmptyNote } from './dashboard-card';

/** The race times coaches recorded for the athlete, newest first. */
export function TimesCard({ times }: { times: AthleteDashboard['times'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DashboardCard id="athlete-times" icon={Timer} title={t('athlete.times.title')}>
      {times.length === 0 ? (
        <EmptyNote>{t('athlete.times.empty')}</EmptyNote>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200">
          {times.map((time) => (
            <li key={time.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {t('athlete.times.discipline', {
                    distance: time.distance,
                    stroke: t(`athlete.strokes.${time.stroke}`),
                  })}
                </p>
                <p className="text-xs text-ink-muted">
                  {formatDate(time.date, language)}
                  {time.event ? ` · ${time.event}` : ''}
                </p>
              </div>
              <p className="font-mono text-lg font-semibold tabular-nums text-ink">
                {formatRaceTime(time.timeCentiseconds)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
