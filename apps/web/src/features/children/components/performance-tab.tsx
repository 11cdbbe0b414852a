import type { PerformanceRecord } from '@swim/shared/api/children';
import { STROKES } from '@swim/shared/enums';
import { Timer, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Table, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui/table';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { cn } from '../../../lib/utils';
import { formatRaceTime } from '../../../lib/format-race-time';

type Discipline = { key: string; distance: number; stroke: PerformanceRecord['stroke']; records: PerformanceRecord[] };

/** Results grouped by distance and stroke, fastest first within each; strokes in the usual order. */
function groupByDiscipline(records: PerformanceRecord[]): Discipline[] {
  const groups = new Map<string, Discipline>();
  for (const record of records) {
    const key = `${record.distance}-${record.stroke}`;
    const group = groups.get(key) ?? { key, distance: record.distance, stroke: record.stroke, records: [] };
    group.records.push(record);
    groups.set(key, group);
  }
  for (const group of groups.values()) group.records.sort((a, b) => b.date.localeCompare(a.date));
  return [...groups.values()].sort(
    (a, b) => STROKES.indexOf(a.stroke) - STROKES.indexOf(b.stroke) || a.distance - b.distance,
  );
}

function DisciplineCard({ discipline }: { discipline: Discipline }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const best = Math.min(...discipline.records.map((record) => record.timeCentiseconds));
  const title = t('child.performance.discipline', {
    distance: discipline.distance,
    stroke: t(`child.performance.strokes.${discipline.stroke}`),
  });
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-label={title}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h4 className="text-lg font-bold text-ocean-950">{title}</h4>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Trophy aria-hidden="true" className="size-4 text-sand-600" />
          {t('child.performance.best')}:{' '}
          <span className="text-lg font-bold text-ocean-900 tabular-nums">{formatRaceTime(best)}</span>
        </p>
      </div>
      <Table>
        <TableHead>
          <tr>
            <TableHeaderCell scope="col">{t('child.performance.time')}</TableHeaderCell>
            <TableHeaderCell scope="col">{t('child.performance.date')}</TableHeaderCell>
            <TableHeaderCell scope="col" className="hidden sm:table-cell">
              {t('child.performance.event')}
            </TableHeaderCell>
          </tr>
        </TableHead>
        <tbody>
          {discipline.records.map((record) => {
            const isBest = record.timeCentiseconds === best;
            return (
              <TableRow key={record.id} className={cn(isBest && 'bg-lagoon-50')}>
                <TableCell>
                  <span className={cn('whitespace-nowrap tabular-nums', isBest && 'font-bold text-ocean-950')}>
                    {formatRaceTime(record.timeCentiseconds)}
                  </span>
                  {isBest ? (
                    <span className="mt-1 block sm:mt-0 sm:ml-2 sm:inline">
                      <Badge tone="lagoon" className="whitespace-nowrap">
                        <Trophy aria-hidden="true" />
                        {t('child.performance.personalBest')}
                      </Badge>
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>
                  <time dateTime={record.date} className="whitespace-nowrap">
                    {formatDate(record.date, language, 'd MMM yyyy')}
                  </time>
                  {record.event ? (
                    <span className="mt-0.5 block text-xs text-ink-muted sm:hidden">{record.event}</span>
                  ) : null}
                </TableCell>
                <TableCell className="hidden min-w-40 sm:table-cell">{record.event ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}

/** Times by distance and stroke with the best time of each highlighted. */
export function PerformanceTab({ performance }: { performance: PerformanceRecord[] }) {
  const { t } = useTranslation();
  if (performance.length === 0) {
    return (
      <EmptyState icon={Timer} title={t('child.performance.empty')} description={t('child.performance.emptyHint')} />
    );
  }
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      {groupByDiscipline(performance).map((discipline) => (
        <DisciplineCard key={discipline.key} discipline={discipline} />
      ))}
    </div>
  );
}
