import type { ScheduleEntry } from '@swim/shared/api/public';
import type { WeekSessionChange } from '@swim/shared/api/schedule-week';
import { type WeekDaySession, weekDaySessions } from '@swim/shared/dated-sessions';
import { addDays, isoDayOfWeek } from '@swim/shared/dates';
import { pickText } from '@swim/shared/localized-text';
import { mondayOf } from '@swim/shared/schedule-weeks';
import { CalendarRange, MapPin } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LevelBadge } from '../../../components/level-badge';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClubToday } from '../../../hooks/use-club-today';
import { useLanguage } from '../../../hooks/use-language';
import { DAY_KEYS } from '../../../lib/days';
import { addToTime, formatDate } from '../../../lib/format-date';
import { cn } from '../../../lib/utils';
import { useSchedule } from '../api/get-schedule';
import { useScheduleWeek } from '../api/get-schedule-week';
import { FreePlaces } from '../../../components/free-places';
import { DaySwitcher } from './day-switcher';
import { SessionStatus, SessionStatusDetail } from './session-status';

// grid-cols-1 (minmax(0, 1fr)) keeps a long word from widening a phone's column past the screen.
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7 xl:gap-2';

const panelId = (index: number) => `schedule-${DAY_KEYS[index] ?? index}`;

/** What another feature offers on a class's card (the trials' "Book a trial"); the route hands it in. */
export type ClassAction = ComponentType<{ classId: string; title: string; date?: string; startTime?: string }>;

type DaySession = WeekDaySession<ScheduleEntry, WeekSessionChange>;

type SlotItemProps = { session: DaySession; Action?: ClassAction };

function SlotItem({ session, Action }: SlotItemProps) {
  const language = useLanguage();
  const { slot: entry, change, movedIn } = session;
  // A session that does not take place at this time (closed, cancelled or moved away) has its time struck through;
  // on the day it was moved to it takes place, at its new time.
  const off = change !== undefined && !movedIn;
  return (
    <li
      className={cn(
        'flex flex-col gap-1.5 rounded-xl border bg-white p-2.5 shadow-xs max-sm:w-[72%] max-sm:shrink-0 max-sm:snap-start',
        off ? 'border-red-200' : movedIn ? 'border-ocean-300' : 'border-sand-200',
      )}
    >
      <span className={cn('text-sm font-bold tabular-nums', off ? 'text-ink-muted line-through' : 'text-ocean-800')}>
        {session.time}–{addToTime(session.time, entry.durationMinutes)}
      </span>
      <span className="text-sm leading-snug font-semibold break-words text-ink">{pickText(entry.title, language)}</span>
      <span className="flex items-start gap-1 text-xs text-ink-muted">
        <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        {pickText(entry.location.name, language)}
      </span>
      <span className="flex flex-wrap gap-1">
        <LevelBadge level={entry.level} />
        {off ? null : <FreePlaces freePlaces={entry.freePlaces} />}
        <SessionStatus change={change} movedIn={movedIn} />
      </span>
      <SessionStatusDetail change={change} movedIn={movedIn} />
      {/* No trial to offer where a session does not take place. */}
      {Action && !off ? <Action classId={entry.classId} title={pickText(entry.title, language)} /> : null}
    </li>
  );
}

/**
 * One week Monday to Sunday (this week, or the week starting on `week`), each session marked when it is closed,
 * cancelled or moved (a moved one also on the day it was moved to, at its new time): a seven-column grid on wide screens; on phones one day at a time (today's first) with a day
 * switcher. Every day is rendered and the others are hidden by CSS below `sm`, so the server's page and the browser's
 * first render are the same whatever the screen, and today is the date the page was rendered with.
 */
export function WeeklySchedule({ week, ClassAction }: { week?: string; ClassAction?: ClassAction } = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const schedule = useSchedule();
  const todayDate = useClubToday();
  const monday = week ?? mondayOf(todayDate);
  const changes = useScheduleWeek(monday);
  // Today's column only in this week; another week opens on its Monday.
  const today = monday === mondayOf(todayDate) ? isoDayOfWeek(todayDate) : -1;
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen ?? Math.max(today, 0);

  if (schedule.isPending || changes.isPending) {
    return (
      <LoadingRegion className={GRID}>
        {DAY_KEYS.map((day, index) => (
          <Skeleton key={day} className={cn('h-40 rounded-xl', index !== shown && 'max-sm:hidden')} />
        ))}
      </LoadingRegion>
    );
  }
  if (schedule.isError) return <ErrorState error={schedule.error} onRetry={() => schedule.refetch()} />;
  if (changes.isError) return <ErrorState error={changes.error} onRetry={() => changes.refetch()} />;
  if (schedule.data.length === 0) {
    return <EmptyState icon={CalendarRange} title={t('schedule.empty')} description={t('schedule.emptyHint')} />;
  }

  const days = weekDaySessions(monday, schedule.data, changes.data.changes);
  const busyDays = new Set(days.flatMap((sessions, index) => (sessions.length > 0 ? [index] : [])));
  const changedDays = new Set(days.flatMap((sessions, index) => (sessions.some((s) => s.change) ? [index] : [])));
  return (
    <>
      <DaySwitcher
        shown={shown}
        today={today}
        busyDays={busyDays}
        changedDays={changedDays}
        panelId={panelId}
        onShow={setChosen}
      />
      <ol className={GRID}>
        {DAY_KEYS.map((day, index) => {
          const sessions = days[index] ?? [];
          const isToday = index === today;
          return (
            <li
              key={day}
              id={panelId(index)}
              aria-current={isToday ? 'date' : undefined}
              className={cn(
                'flex flex-col gap-2 rounded-2xl p-2.5',
                isToday ? 'bg-lagoon-100/70 ring-2 ring-lagoon-500' : 'bg-sand-100',
                index !== shown && 'max-sm:hidden',
              )}
            >
              <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 px-1 pt-1 font-bold text-ocean-950">
                <span>
                  {t(`days.${day}`)}{' '}
                  <span className="text-xs font-semibold whitespace-nowrap text-ink-muted">
                    {formatDate(addDays(monday, index), language, 'd MMMM')}
                  </span>
                </span>
                {isToday ? <span className="text-xs font-semibold text-lagoon-800">{t('schedule.today')}</span> : null}
              </h3>
              {sessions.length === 0 ? (
                <p className="px-1 pb-2 text-sm text-ink-muted">{t('schedule.noClasses')}</p>
              ) : (
                // On a phone the day's classes scroll sideways in one row, like the home page's other lists.
                <ul className="flex flex-col gap-2 max-sm:snap-x max-sm:snap-mandatory max-sm:flex-row max-sm:overflow-x-auto max-sm:pb-1">
                  {sessions.map((session) => (
                    <SlotItem
                      key={`${session.slot.sessionId}${session.movedIn ? '-moved-in' : ''}`}
                      session={session}
                      Action={ClassAction}
                    />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
