import type { ChildSessions } from '@swim/shared/api/sessions';
import { useTranslation } from 'react-i18next';
import { SessionRow } from './session-row';

type NextSessionsListProps = { sessions: ChildSessions; limit?: number };

/** The child's next sessions in time order (the first `limit` of them), each with its "Won't come". */
export function NextSessionsList({ sessions, limit }: NextSessionsListProps) {
  const { t } = useTranslation();
  const shown = limit === undefined ? sessions.upcoming : sessions.upcoming.slice(0, limit);
  if (shown.length === 0) return <p className="text-sm text-ink-muted">{t('sessions.next.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-sand-200">
      {shown.map((session) => (
        <SessionRow
          // The key (not the possibly moved time) names the session, so a row keeps its message across refetches.
          key={`${session.classId}-${session.date}-${session.startTime}`}
          childId={sessions.childId}
          session={session}
          noticeHours={sessions.noticeHours}
          creditsPerMonth={sessions.creditsPerMonth}
        />
      ))}
    </ul>
  );
}
