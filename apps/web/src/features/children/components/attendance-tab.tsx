import type { AttendanceSummary } from '@swim/shared/api/children';
import type { AttendanceStatus } from '@swim/shared/enums';
import { pickText } from '@swim/shared/localized-text';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Table, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui/table';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { StatTile, TabSection } from './tab-section';

const STATUS_TONES: Record<AttendanceStatus, BadgeTone> = { present: 'success', absent: 'danger', excused: 'sand' };

export function AttendanceStatusBadge({ status }: { status: AttendanceStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`child.attendance.status.${status}`)}</Badge>;
}

/** Attendance rate and counts, then every marked class, newest first. */
export function AttendanceTab({ attendance }: { attendance: AttendanceSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rate = attendance.rate === null ? '—' : `${Math.round(attendance.rate)}%`;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile tone="accent" label={t('child.attendance.rate')} value={rate} />
        <StatTile label={t('child.attendance.counts.present')} value={String(attendance.present)} />
        <StatTile label={t('child.attendance.counts.absent')} value={String(attendance.absent)} />
        <StatTile label={t('child.attendance.counts.excused')} value={String(attendance.excused)} />
      </div>
      <TabSection title={t('child.attendance.history')}>
        {attendance.records.length === 0 ? (
          <EmptyState
            icon={CalendarCheck}
            title={t('child.attendance.empty')}
            description={t('child.attendance.emptyHint')}
          />
        ) : (
          <Table>
            <caption className="sr-only">{t('child.attendance.history')}</caption>
            <TableHead>
              <tr>
                <TableHeaderCell scope="col">{t('child.attendance.date')}</TableHeaderCell>
                <TableHeaderCell scope="col" className="hidden sm:table-cell">
                  {t('child.attendance.class')}
                </TableHeaderCell>
                <TableHeaderCell scope="col">{t('child.attendance.statusLabel')}</TableHeaderCell>
              </tr>
            </TableHead>
            <tbody>
              {attendance.records.map((record) => (
                <TableRow key={record.id}>
                  <TableCell>
                    <time dateTime={record.date} className="whitespace-nowrap tabular-nums">
                      {formatDate(record.date, language, 'EEE, d MMM yyyy')}
                    </time>
                    <span className="mt-0.5 block text-xs text-ink-muted sm:hidden">
                      {pickText(record.classTitle, language)}
                    </span>
                  </TableCell>
                  <TableCell className="hidden min-w-40 sm:table-cell">
                    {pickText(record.classTitle, language)}
                  </TableCell>
                  <TableCell>
                    <AttendanceStatusBadge status={record.status} />
                  </TableCell>
                </TableRow>
              ))}
            </tbody>
          </Table>
        )}
      </TabSection>
    </div>
  );
}
