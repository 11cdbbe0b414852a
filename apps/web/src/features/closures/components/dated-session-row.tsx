// One dated session in the coach's list: when it takes place, its status and why (the closure's reason, the note),
// and, while it has not started, Cancel, Move or Restore; what the action did is said right below it.
import type { ClassDatedSession } from '@swim/shared/api/closures';
import { pickText } from '@swim/shared/localized-text';
import { CircleCheck, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useLanguage } from '../../../hooks/use-language';
import { formatSessionDay, formatSessionTime } from '../lib/session-text';
import { CancelSessionDialog } from './cancel-session-dialog';
import { MoveSessionDialog } from './move-session-dialog';
import { RestoreSessionDialog } from './restore-session-dialog';

const STATUS_TONES: Record<Exclude<ClassDatedSession['status'], 'scheduled'>, BadgeTone> = {
  moved: 'ocean',
  cancelled: 'danger',
  closed: 'danger',
};

function SessionActions(props: { classId: string; session: ClassDatedSession; onDone: (message: string) => void }) {
  const { session } = props;
  // A closed session follows its closure: the admin changes that, not the coach (ADR 0040), and the coach is told so.
  if (session.status === 'closed') return <ClosedByClub />;
  if (!session.changeable) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {session.status === 'scheduled' ? <CancelSessionDialog {...props} time={session.atTime} /> : null}
      {session.status !== 'cancelled' ? <MoveSessionDialog {...props} time={session.atTime} /> : null}
      {session.status !== 'scheduled' ? <RestoreSessionDialog {...props} /> : null}
    </div>
  );
}

/** Why the coach has no Cancel or Move on a closed session (the list shows today and the weeks ahead). */
function ClosedByClub() {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink-muted">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('closures.coach.closedByClub')}
    </p>
  );
}

export function DatedSessionRow(props: { classId: string; session: ClassDatedSession; durationMinutes: number }) {
  const { classId, session, durationMinutes } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [result, setResult] = useState<string | null>(null);
  const offDeck = session.status === 'cancelled' || session.status === 'closed';
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-sand-200 bg-white px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <time dateTime={session.onDate} className="font-semibold text-ink first-letter:uppercase">
          {formatSessionDay(session.onDate, language)}
        </time>
        <span className={offDeck ? 'text-ink-muted line-through' : 'font-semibold text-ocean-900'}>
          <span className="tabular-nums">{formatSessionTime(session.atTime, durationMinutes)}</span>
        </span>
      </div>
      {session.status === 'scheduled' ? null : (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge tone={STATUS_TONES[session.status]}>{t(`closures.status.${session.status}`)}</Badge>
          {session.status === 'closed' && session.closureReason ? (
            <span>{t(`closures.reasons.${session.closureReason}`)}</span>
          ) : null}
          {session.status === 'moved' ? (
            <span>
              {t('closures.coach.movedFrom', {
                day: formatSessionDay(session.date, language),
                time: session.startTime,
              })}
            </span>
          ) : null}
        </p>
      )}
      {session.note ? <p className="text-sm break-words text-ink">{pickText(session.note, language)}</p> : null}
      <SessionActions classId={classId} session={session} onDone={setResult} />
      {/* Always there, so a result is announced, but not role=status: a settled tab shows no status (loading and
          one-off results use it elsewhere). */}
      <div aria-live="polite" aria-atomic="true">
        {result ? (
          <p className="flex items-start gap-1.5 text-sm text-emerald-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {result}
          </p>
        ) : null}
      </div>
    </li>
  );
}
