import type { AbsenceReported, UpcomingSession } from '@swim/shared/api/sessions';
import { pickText } from '@swim/shared/localized-text';
import { CalendarX2, Info, MapPin, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { cn } from '../../../lib/utils';
import { useReportAbsence } from '../api/report-absence';
import { useWithdrawAbsence } from '../api/withdraw-absence';
import { formatDeadline, formatSessionDay, formatSessionTime } from '../lib/format-session';
import { AbsenceResult } from './absence-result';
import { InlineError } from './inline-error';

/** The last thing done on this row, shown under it (the list may be long: the answer belongs next to the button). */
type Outcome =
  | { kind: 'reported'; result: AbsenceReported }
  | { kind: 'withdrawn' }
  | { kind: 'failed'; error: unknown };

type SessionRowProps = { childId: string; session: UpcomingSession; noticeHours: number; creditsPerMonth: number };

const takesPlace = (session: UpcomingSession) => session.status === 'scheduled' || session.status === 'moved';

/** One of the child's next sessions: when and where, its state, and "Won't come" / "Coming after all". */
export function SessionRow({ childId, session, noticeHours, creditsPerMonth }: SessionRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const report = useReportAbsence(childId);
  const withdraw = useWithdrawAbsence(childId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const title = pickText(session.classTitle, language);
  const day = formatSessionDay(session.onDate, language);
  const when = `${day}, ${session.atTime}`;
  const muted = !takesPlace(session);

  async function reportAbsence() {
    try {
      const result = await report.mutateAsync({
        classId: session.classId,
        date: session.date,
        startTime: session.startTime,
      });
      setOutcome({ kind: 'reported', result });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  }

  async function withdrawAbsence(absenceId: string) {
    try {
      await withdraw.mutateAsync(absenceId);
      setOutcome({ kind: 'withdrawn' });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  }

  return (
    <li className={cn('flex flex-col gap-3 py-4 first:pt-0 last:pb-0', muted && 'text-ink-muted')}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className={cn('font-semibold', muted ? 'text-ink-muted line-through' : 'text-ink')}>
            {day} · <span className="tabular-nums">{formatSessionTime(session.atTime, session.durationMinutes)}</span>
          </p>
          <p className={cn('text-sm', muted ? 'text-ink-muted' : 'text-ink')}>{title}</p>
          <p className="flex items-start gap-1.5 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {pickText(session.locationName, language)}
          </p>
        </div>
        <SessionBadges session={session} />
      </div>
      {session.status === 'moved' ? (
        <p className="text-sm text-ink">
          {t('sessions.next.movedTo', {
            when,
            was: `${formatSessionDay(session.date, language)}, ${session.startTime}`,
          })}
        </p>
      ) : null}
      <SessionAction
        session={session}
        noticeHours={noticeHours}
        label={{ when, title }}
        busy={report.isPending || withdraw.isPending}
        onReport={reportAbsence}
        onWithdraw={withdrawAbsence}
      />
      {outcome?.kind === 'reported' ? (
        <AbsenceResult result={outcome.result} />
      ) : session.absence?.creditWithheld && takesPlace(session) ? (
        <p className="flex gap-2 text-sm text-ink-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`sessions.next.noCredit.${session.absence.creditWithheld}`, { limit: creditsPerMonth })}
        </p>
      ) : null}
      {outcome?.kind === 'withdrawn' ? (
        <p role="status" className="text-sm text-ink">
          {t('sessions.next.withdrawn')}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? <InlineError error={outcome.error} /> : null}
    </li>
  );
}

function SessionBadges({ session }: { session: UpcomingSession }) {
  const { t } = useTranslation();
  if (session.status === 'closed' || session.status === 'cancelled') {
    return <Badge tone="neutral">{t(`sessions.next.status.${session.status}`)}</Badge>;
  }
  return (
    <span className="flex flex-wrap gap-1.5">
      {session.status === 'moved' ? <Badge tone="ocean">{t('sessions.next.status.moved')}</Badge> : null}
      {session.absence ? <Badge tone="sand">{t('sessions.next.status.absent')}</Badge> : null}
    </span>
  );
}

type SessionActionProps = {
  session: UpcomingSession;
  noticeHours: number;
  label: { when: string; title: string };
  busy: boolean;
  onReport: () => void;
  onWithdraw: (absenceId: string) => void;
};

/** "Won't come" until the notice period, "Coming after all" while it can be taken back, else why neither. */
function SessionAction({ session, noticeHours, label, busy, onReport, onWithdraw }: SessionActionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!takesPlace(session)) return null;
  const { absence } = session;
  if (absence && session.canWithdraw) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('sessions.next.comingAfterAllFor', { when: label.when, class: label.title })}
          onClick={() => onWithdraw(absence.id)}
        >
          <Undo2 aria-hidden="true" />
          {t('sessions.next.comingAfterAll')}
        </Button>
        <span className="text-sm text-ink-muted">
          {t('sessions.next.withdrawUntil', { when: formatDeadline(session.changeBy, language) })}
        </span>
      </div>
    );
  }
  if (absence) return null;
  if (session.canReport) {
    return (
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        disabled={busy}
        aria-label={t('sessions.next.wontComeFor', { when: label.when, class: label.title })}
        onClick={onReport}
      >
        <CalendarX2 aria-hidden="true" />
        {t('sessions.next.wontCome')}
      </Button>
    );
  }
  return <p className="text-sm text-ink-muted">{t('sessions.next.noticePassed', { count: noticeHours })}</p>;
}
