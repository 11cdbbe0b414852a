// The coach's class workspace, schedule tab: the class's dated sessions over the next weeks, each with its status and
// the changes the coach can still make (cancel, move within its week, restore). The route hands it to the workspace.
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClassDatedSessions } from '../api/get-class-dated-sessions';
import { DatedSessionRow } from './dated-session-row';

/** Four weeks at first, four more on each ask, up to the twelve the server gives. */
const WEEKS_STEP = 4;
const MAX_WEEKS = 12;

export function ClassDatedSessions({ classId, durationMinutes }: { classId: string; durationMinutes: number }) {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState(WEEKS_STEP);
  const sessions = useClassDatedSessions(classId, weeks);
  if (sessions.isError) return <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  if (sessions.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20 rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  }
  const list = sessions.data;
  return (
    <section aria-labelledby="dated-sessions-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="dated-sessions-title" className="text-lg font-bold text-ocean-950">
          {t('closures.coach.title', { count: weeks })}
        </h2>
        <p className="text-sm text-ink-muted">{t('closures.coach.lead', { minutes: durationMinutes })}</p>
      </div>
      {list.length === 0 ? (
        <EmptyState icon={CalendarOff} title={t('closures.coach.empty')} />
      ) : (
        <ul aria-label={t('closures.coach.listLabel')} className="grid gap-2 md:grid-cols-2">
          {list.map((session) => (
            <DatedSessionRow
              key={`${session.date}-${session.startTime}`}
              classId={classId}
              session={session}
              durationMinutes={durationMinutes}
            />
          ))}
        </ul>
      )}
      {weeks < MAX_WEEKS ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={sessions.isFetching}
          onClick={() => setWeeks((current) => Math.min(current + WEEKS_STEP, MAX_WEEKS))}
        >
          {t('closures.coach.moreWeeks')}
        </Button>
      ) : null}
    </section>
  );
}
