import { CalendarOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { useClassSchedule } from '../api/get-class-schedule';

/** The class's session dates over the coming weeks, grouped by month. */
export function ClassScheduleTab({ classId, durationMinutes }: { classId: string; durationMinutes: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const schedule = useClassSchedule(classId);
  if (schedule.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-14 rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  }
  if (schedule.isError) return <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />;
  if (schedule.data.dates.length === 0) {
    return <EmptyState icon={CalendarOff} title={t('instructor.schedule.empty')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {t('instructor.schedule.range', {
          from: formatDate(schedule.data.from, language, 'd MMM'),
          to: formatDate(schedule.data.to, language, 'd MMM yyyy'),
          minutes: durationMinutes,
        })}
      </p>
      <ul aria-label={t('instructor.tabs.schedule')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {schedule.data.dates.map((item) => (
          <li
            key={item.startsAt}
            className="flex items-center justify-between gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-3"
          >
            <time dateTime={item.date} className="font-semibold text-ink first-letter:uppercase">
              {formatDate(item.date, language, 'EEEE, d MMMM')}
            </time>
            <span className="shrink-0 font-semibold text-ocean-900 tabular-nums">{item.startTime}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
