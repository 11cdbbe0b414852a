import type { Dashboard } from '@swim/shared/api/children';
import { pickText } from '@swim/shared/localized-text';
import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useLanguage } from '../../../hooks/use-language';
import { addToTime, formatDate } from '../../../lib/format-date';

/** The children's classes in the next 7 days, in time order. */
export function UpcomingList({ items }: { items: Dashboard['upcoming'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (items.length === 0) {
    return (
      <EmptyState icon={CalendarDays} title={t('parent.upcoming.empty')} description={t('parent.upcoming.emptyHint')} />
    );
  }
  return (
    <ol className="flex flex-col divide-y divide-sand-200 rounded-(--radius-card) border border-sand-200 bg-white shadow-card">
      {items.map((item) => (
        <li key={`${item.childId}-${item.classId}-${item.startsAt}`} className="flex gap-4 p-4 sm:items-center sm:p-5">
          <div className="flex w-16 shrink-0 flex-col items-center rounded-2xl bg-ocean-900 px-2 py-2 text-center text-white">
            <span className="text-xs font-semibold text-lagoon-300 uppercase">
              {formatDate(item.date, language, 'EEE')}
            </span>
            <span className="text-2xl leading-tight font-bold">{formatDate(item.date, language, 'd')}</span>
            <span className="text-xs text-ocean-100">{formatDate(item.date, language, 'MMM')}</span>
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-6">
            <p className="shrink-0 font-bold text-ocean-900 tabular-nums sm:w-28">
              <time dateTime={item.startsAt}>
                {item.startTime}–{addToTime(item.startTime, item.durationMinutes)}
              </time>
            </p>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{item.childName}</p>
              <p className="text-sm text-ink-muted">{pickText(item.title, language)}</p>
            </div>
            <p className="flex items-start gap-1.5 text-sm text-ink-muted sm:max-w-64">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-600" />
              {pickText(item.location, language)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
