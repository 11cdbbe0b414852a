import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChildSessions } from '../api/get-child-sessions';
import { CreditsSection } from './credits-section';
import { NextSessionsList } from './next-sessions-list';

/** The child profile's block: every next session with "Won't come", the make-up credits and the booked make-ups. */
export function ChildSessionsPanel({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const nextId = useId();
  const sessions = useChildSessions(childId);
  return (
    <section id="child-sessions" aria-labelledby={headingId} className="mb-10 flex flex-col gap-5">
      <h2 id={headingId} className="text-2xl font-bold text-ocean-950">
        {t('sessions.title')}
      </h2>
      {sessions.isPending ? (
        <LoadingRegion className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </LoadingRegion>
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => sessions.refetch()} />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[1.2fr_1fr]">
          <section aria-labelledby={nextId} className="flex flex-col gap-4">
            <h3 id={nextId} className="text-xl font-bold text-ocean-950">
              {t('sessions.next.title')}
            </h3>
            <div className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
              <NextSessionsList sessions={sessions.data} />
            </div>
          </section>
          <CreditsSection sessions={sessions.data} />
        </div>
      )}
    </section>
  );
}
