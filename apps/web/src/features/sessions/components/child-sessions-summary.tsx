import type { ChildSessions } from '@swim/shared/api/sessions';
import { RotateCw, Ticket } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLink } from '../../../components/arrow-link';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../hooks/use-error-text';
import { useChildSessions } from '../api/get-child-sessions';
import { NextSessionsList } from './next-sessions-list';

/** How many sessions a dashboard card lists: enough for the week ahead, short enough for a phone. */
const DASHBOARD_SESSIONS = 3;

type ChildSessionsSummaryProps = { childId: string; childName: string };

/** A dashboard card's part: the child's next few sessions with "Won't come", and the make-up credits in one line. */
export function ChildSessionsSummary({ childId, childName }: ChildSessionsSummaryProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const sessions = useChildSessions(childId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="font-bold text-ocean-950">
        {t('sessions.next.title')}
        <span className="sr-only">: {childName}</span>
      </h4>
      {sessions.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : sessions.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-900">
          {errorText(sessions.error)}
          <Button size="sm" variant="outline" onClick={() => sessions.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('actions.retry')}
          </Button>
        </div>
      ) : (
        <>
          <NextSessionsList sessions={sessions.data} limit={DASHBOARD_SESSIONS} />
          <CreditsLine sessions={sessions.data} />
          <ArrowLink to={`/child/${encodeURIComponent(childId)}`}>{t('sessions.credits.all')}</ArrowLink>
        </>
      )}
    </section>
  );
}

function CreditsLine({ sessions }: { sessions: ChildSessions }) {
  const { t } = useTranslation();
  const available = sessions.credits.filter((credit) => credit.status === 'available').length;
  const booked = sessions.credits.filter((credit) => credit.status === 'booked').length;
  const parts = [
    available > 0 ? t('sessions.credits.available', { count: available }) : null,
    booked > 0 ? t('sessions.credits.booked', { count: booked }) : null,
  ].filter((part) => part !== null);
  return (
    <p className="flex items-start gap-2 rounded-xl bg-sand-100 px-3 py-2 text-sm text-ink">
      <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
      {parts.length > 0 ? parts.join(' · ') : t('sessions.credits.none')}
    </p>
  );
}
