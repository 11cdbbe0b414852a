import type { TodaySession } from '@swim/shared/api/instructor';
import { pickText } from '@swim/shared/localized-text';
import { CalendarOff, ClipboardCheck, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LevelBadge } from '../../../components/level-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { addToTime, formatDate } from '../../../lib/format-date';

/**
 * Closed, cancelled or moved today (issue 26), with why, where to, or (moved to today) where from: read beside the
 * time, the card still leads on.
 */
function StatusLine({ session }: { session: TodaySession }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (session.status === 'scheduled') return null;
  const detail =
    session.status === 'closed' && session.closureReason
      ? t(`closures.reasons.${session.closureReason}`)
      : session.status === 'moved' && session.movedFrom
        ? t('closures.today.movedFrom', {
            day: formatDate(session.movedFrom.date, language, 'EEEE, d MMMM'),
            time: session.movedFrom.time,
          })
        : session.status === 'moved' && session.movedTo
          ? t('closures.today.movedTo', {
              day: formatDate(session.movedTo.date, language, 'EEEE, d MMMM'),
              time: session.movedTo.time,
            })
          : null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
      <Badge tone={session.status === 'moved' ? 'ocean' : 'danger'}>{t(`closures.status.${session.status}`)}</Badge>
      {detail ? <span>{detail}</span> : null}
    </p>
  );
}

function SessionCard({ session }: { session: TodaySession }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = pickText(session.title, language);
  const time = `${session.startTime}–${addToTime(session.startTime, session.durationMinutes)}`;
  return (
    <li className="flex flex-col gap-3 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-2xl font-bold text-ocean-950 tabular-nums">
            <time dateTime={session.startsAt}>{time}</time>
          </p>
          <span className="whitespace-nowrap">
            <LevelBadge level={session.level} />
          </span>
        </div>
        <p className="text-lg font-semibold break-words text-ink">{title}</p>
        <StatusLine session={session} />
      </div>
      <p className="flex items-start gap-1.5 text-sm text-ink-muted">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">
          {pickText(session.location.name, language)}
          {session.lane ? ` · ${t('instructor.lane', { lane: session.lane })}` : ''}
        </span>
      </p>
      <p className="flex items-center gap-1.5 text-sm text-ink-muted">
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {t('instructor.enrolled', { enrolled: session.enrolled, capacity: session.maxCapacity })}
        {' · '}
        {t('instructor.dashboard.marked', { count: session.marked })}
      </p>
      <Button asChild size="lg" className="w-full">
        {/* A session moved to today is marked under its own date. */}
        <Link
          to={`/instructor/class/${encodeURIComponent(session.classId)}?tab=attendance${session.movedFrom ? `&date=${session.movedFrom.date}` : ''}`}
          aria-label={t('instructor.dashboard.takeAttendanceFor', { title, time: session.startTime })}
        >
          <ClipboardCheck aria-hidden="true" />
          {t('instructor.dashboard.takeAttendance')}
        </Link>
      </Button>
    </li>
  );
}

/** The instructor's sessions today, earliest first, each one tap away from its attendance list. */
export function TodaySchedule({ sessions }: { sessions: TodaySession[] }) {
  const { t } = useTranslation();
  if (sessions.length === 0) {
    return (
      <EmptyState
        icon={CalendarOff}
        title={t('instructor.dashboard.noSessions')}
        description={t('instructor.dashboard.noSessionsHint')}
      />
    );
  }
  const sorted = [...sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <ul aria-label={t('instructor.dashboard.todayTitle')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {sorted.map((session) => (
        <SessionCard key={`${session.classId}-${session.startsAt}`} session={session} />
      ))}
    </ul>
  );
}
