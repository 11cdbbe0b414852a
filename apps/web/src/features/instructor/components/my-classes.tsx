import type { InstructorClass } from '@swim/shared/api/instructor';
import { pickText } from '@swim/shared/localized-text';
import { ChevronRight, MapPin, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LevelBadge } from '../../../components/level-badge';
import { Badge } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatWeeklySessions } from '../../../lib/format-schedule';

function ClassCard({ item }: { item: InstructorClass }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = pickText(item.title, language);
  const percent = item.maxCapacity > 0 ? Math.min(100, Math.round((item.enrolled / item.maxCapacity) * 100)) : 0;
  return (
    <li>
      <Link
        to={`/instructor/class/${encodeURIComponent(item.id)}`}
        aria-label={t('instructor.classes.openNamed', { title })}
        className="flex min-h-24 items-center gap-3 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card transition-colors hover:border-ocean-300"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold break-words text-ink">{title}</span>
            <LevelBadge level={item.level} />
            {item.active ? null : <Badge>{t('instructor.classes.inactive')}</Badge>}
          </div>
          <span className="flex items-start gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">
              {pickText(item.location.name, language)}
              {item.lane ? ` · ${t('instructor.lane', { lane: item.lane })}` : ''}
            </span>
          </span>
          {item.sessions.length > 0 ? (
            <span className="text-sm text-ink-muted">{formatWeeklySessions(item.sessions, language)}</span>
          ) : null}
          <span className="flex items-center gap-2 text-sm font-medium text-ink">
            <span aria-hidden="true" className="h-2 w-20 shrink-0 overflow-hidden rounded-full bg-sand-200">
              <span className="block h-full rounded-full bg-lagoon-500" style={{ width: `${percent}%` }} />
            </span>
            {t('instructor.enrolled', { enrolled: item.enrolled, capacity: item.maxCapacity })}
          </span>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
      </Link>
    </li>
  );
}

/** Every class the instructor teaches with its occupancy, level and place. */
export function MyClasses({ classes }: { classes: InstructorClass[] }) {
  const { t } = useTranslation();
  if (classes.length === 0) {
    return <EmptyState icon={Waves} title={t('instructor.classes.empty')} />;
  }
  return (
    <ul aria-label={t('instructor.classes.title')} className="grid gap-3 sm:grid-cols-2">
      {classes.map((item) => (
        <ClassCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
