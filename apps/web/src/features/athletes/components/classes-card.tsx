import type { AthleteDashboard } from '@swim/shared/api/athletes';
import { pickText } from '@swim/shared/localized-text';
import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/level-badge';
import { useLanguage } from '../../../hooks/use-language';
import { getDayKey } from '../../../lib/days';
import { DashboardCard, EmptyNote } from './dashboard-card';

type AthleteClass = AthleteDashboard['classes'][number];

function ClassItem({ item }: { item: AthleteClass }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="rounded-2xl border border-sand-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-bold text-ocean-950">{pickText(item.title, language)}</h3>
        <LevelBadge level={item.level} />
      </div>
      <ul className="mt-3 flex flex-col gap-1.5 text-sm text-ink">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-ocean-600" />
          {pickText(item.location, language)}
        </li>
        {item.instructor ? (
          <li className="flex items-center gap-2">
            <UserRound aria-hidden="true" className="size-4 text-ocean-600" />
            {t('athlete.classes.coach', { name: pickText(item.instructor, language) })}
          </li>
        ) : null}
      </ul>
      <p className="mt-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('athlete.classes.weekly')}</p>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {item.sessions.map((session) => (
          <li
            key={`${session.dayOfWeek}-${session.startTime}`}
            className="inline-flex items-center gap-1.5 rounded-full bg-ocean-50 px-3 py-1 text-sm font-semibold text-ocean-900"
          >
            <Clock aria-hidden="true" className="size-3.5" />
            {t(`days.${getDayKey(session.dayOfWeek)}`)} {session.startTime}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        {t(`athlete.plans.${item.planType}`)}
        {item.sessionsRemaining !== null
          ? ` · ${t('athlete.classes.sessionsLeft', { count: item.sessionsRemaining })}`
          : ''}
      </p>
    </li>
  );
}

export function ClassesCard({ classes }: { classes: AthleteDashboard['classes'] }) {
  const { t } = useTranslation();
  return (
    <DashboardCard id="athlete-classes" icon={CalendarDays} title={t('athlete.classes.title')}>
      {classes.length === 0 ? (
        <EmptyNote>{t('athlete.classes.empty')}</EmptyNote>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {classes.map((item) => (
            <ClassItem key={item.enrollmentId} item={item} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
