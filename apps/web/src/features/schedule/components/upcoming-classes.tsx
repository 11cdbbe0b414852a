import type { UpcomingClass } from '@swim/shared/api/public';
import { pickText } from '@swim/shared/localized-text';
import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LevelBadge } from '../../../components/level-badge';
import { LoadingRegion } from '../../../components/loading-region';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { addToTime, formatDate } from '../../../lib/format-date';
import { useSessionChange } from '../api/get-schedule-week';
import { useUpcomingClasses } from '../api/get-upcoming-classes';
import { FreePlaces } from '../../../components/free-places';
import { PHONE_ROW, PHONE_ROW_ITEM } from '../../../lib/phone-row';
import { cn } from '../../../lib/utils';
import { SessionStatus, SessionStatusDetail } from './session-status';

// grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a card's unbreakable line (a truncated place name) must not
// widen the column past a phone's screen.
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** What another feature offers on a dated class's card (the trials' "Book a trial"); the route hands it in. */
type ClassAction = ComponentType<{ classId: string; title: string; date?: string; startTime?: string }>;

type UpcomingClassCardProps = { session: UpcomingClass; Action?: ClassAction };

function UpcomingClassCard({ session, Action }: UpcomingClassCardProps) {
  const language = useLanguage();
  const change = useSessionChange(session);
  const end = addToTime(session.startTime, session.durationMinutes);
  return (
    <Card className="flex h-full">
      <div className="flex w-20 shrink-0 flex-col items-center justify-center bg-ocean-900 px-2 py-4 text-center text-white">
        <span className="text-xs font-semibold tracking-wide text-lagoon-300 uppercase">
          {formatDate(session.date, language, 'EEE')}
        </span>
        <span className="text-3xl leading-none font-bold">{formatDate(session.date, language, 'd')}</span>
        <span className="text-xs text-ocean-100">{formatDate(session.date, language, 'MMM')}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 max-sm:py-3">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={session.level} />
          {change ? null : <FreePlaces freePlaces={session.freePlaces} />}
          <SessionStatus change={change} titled />
        </div>
        <h3 className="font-bold text-ocean-950">{pickText(session.title, language)}</h3>
        {/* A badge's title is out of a phone's reach: the new day and time are written out. */}
        {change?.status === 'moved' ? <SessionStatusDetail change={change} /> : null}
        <ul className="flex flex-col gap-1 text-sm text-ink-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ocean-600">
          <li className="flex flex-wrap items-center gap-x-2">
            <Clock aria-hidden="true" />
            <time dateTime={session.startsAt} className="whitespace-nowrap tabular-nums">
              {session.startTime}–{end}
            </time>
            {/* On the time's line, so the action costs the card no height of its own (a phone's home page stays short).
                A session that does not take place at this time offers nothing here. */}
            {Action && !change ? (
              <span className="ml-auto shrink-0">
                <Action
                  classId={session.classId}
                  title={pickText(session.title, language)}
                  date={session.date}
                  startTime={session.startTime}
                />
              </span>
            ) : null}
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" />
            <span className="truncate">{pickText(session.location.name, language)}</span>
          </li>
          {session.instructor ? (
            <li className="flex items-center gap-2">
              <UserRound aria-hidden="true" />
              <span className="truncate">{pickText(session.instructor.name, language)}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </Card>
  );
}

/** Classes in the next days with date, time, level, place and free places. */
export function UpcomingClasses({ ClassAction }: { ClassAction?: ClassAction } = {}) {
  const { t } = useTranslation();
  const upcoming = useUpcomingClasses(7, 6);
  if (upcoming.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-36 rounded-(--radius-card)" />
        ))}
      </LoadingRegion>
    );
  }
  if (upcoming.isError) return <ErrorState error={upcoming.error} onRetry={() => upcoming.refetch()} />;
  if (upcoming.data.length === 0) {
    return (
      <EmptyState icon={CalendarDays} title={t('schedule.noUpcoming')} description={t('schedule.noUpcomingHint')} />
    );
  }
  return (
    <ul className={cn(GRID, PHONE_ROW)}>
      {upcoming.data.map((session) => (
        <li key={`${session.sessionId}-${session.date}`} className={PHONE_ROW_ITEM}>
          <UpcomingClassCard session={session} Action={ClassAction} />
        </li>
      ))}
    </ul>
  );
}
