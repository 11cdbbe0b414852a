import { ATTENDANCE_DAYS_AHEAD, type ClassAttendance } from '@swim/shared/api/instructor';
import { isCalendarDate } from '@swim/shared/calendar-date';
import { addDays } from '@swim/shared/dates';
import { type AttendanceStatus, ATTENDANCE_STATUSES } from '@swim/shared/enums';
import { CalendarX, MessageSquareText, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { PlanUsage } from '../../../components/plan-usage';
import { DateField } from '../../../components/ui/date-field';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useClassAttendance } from '../api/get-class-attendance';
import { MarkButtons } from './mark-buttons';
import { useMarkAttendance } from '../api/mark-attendance';
import { getClubToday } from '../lib/club-dates';
import { showPlanUsedUp } from '../lib/plan-used-up-toast';
import { MakeupGuests } from './makeup-guests';
import { TrialGuests } from './trial-guests';

type Child = ClassAttendance['children'][number];

function RateText({ rate, present, marked }: { rate: number | null; present: number; marked: number }) {
  const { t } = useTranslation();
  if (rate === null) return <>{t('instructor.attendance.noMarks')}</>;
  return <>{t('instructor.attendance.rate', { rate: Math.round(rate), present, marked })}</>;
}

type ChildRowProps = { child: Child; pending: AttendanceStatus | null; onMark: (status: AttendanceStatus) => void };

/** A discreet line: the family said the child won't come (the excused pre-mark below comes from it). */
function AbsenceReported({ at }: { at: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="flex items-start gap-1.5 text-sm text-sand-800">
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('instructorSessions.absence.reported', { when: formatDate(at, language, 'd MMM, HH:mm') })}
    </p>
  );
}

/** A cancelled or closed day: said before the list, since nobody is expected. */
function DayNotice({ status }: { status: ClassAttendance['sessionStatus'] }) {
  const { t } = useTranslation();
  if (status !== 'cancelled' && status !== 'closed') return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      <CalendarX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(`instructorSessions.day.${status}`)}
    </p>
  );
}

function ChildRow({ child, pending, onMark }: ChildRowProps) {
  const { t } = useTranslation();
  const groupLabel = t('instructor.attendance.markFor', { name: child.fullName });
  return (
    <li className="flex flex-col gap-3 rounded-(--radius-card) border border-sand-200 bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-lg font-semibold break-words text-ink">{child.fullName}</p>
        <p className="text-sm text-ink-muted">
          <RateText rate={child.rate} present={child.present} marked={child.marked} />
        </p>
      </div>
      <p className={cn('text-sm', child.sessionsUsedUp ? 'font-semibold text-red-800' : 'text-ink-muted')}>
        <PlanUsage planType={child.planType} sessionsRemaining={child.sessionsRemaining} />
      </p>
      {child.absenceReportedAt ? <AbsenceReported at={child.absenceReportedAt} /> : null}
      <MarkButtons
        label={groupLabel}
        statuses={ATTENDANCE_STATUSES}
        current={pending ?? child.status}
        saving={pending !== null}
        onMark={onMark}
      />
    </li>
  );
}

/** How far on a linked session's own date may be: a move stays within its week. */
const MOVED_DAYS_AHEAD = 6;

/**
 * Marks for a date (today by default, or the address's ?date=: a session moved to today is marked under its own date):
 * one tap per child saves the mark; rates count the last 90 days.
 */
export function AttendanceTab({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const today = getClubToday();
  const [params] = useSearchParams();
  // A linked date may be a few days on: a session moved to today from later in its week (the server checks the day it
  // takes place). One typed in is at most ATTENDANCE_DAYS_AHEAD on.
  const asked = params.get('date');
  const linked = asked && isCalendarDate(asked) && asked <= addDays(today, MOVED_DAYS_AHEAD) ? asked : null;
  const [date, setDate] = useState(linked ?? today);
  const latest = addDays(today, ATTENDANCE_DAYS_AHEAD);
  const attendance = useClassAttendance({ classId, date });
  const mark = useMarkAttendance();
  const [pending, setPending] = useState<Record<string, AttendanceStatus>>({});

  async function markChild(child: Child, status: AttendanceStatus) {
    setPending((current) => ({ ...current, [child.childId]: status }));
    try {
      const marked = await mark.mutateAsync({ classId, date, childId: child.childId, status });
      if (marked.planUsedUp && marked.status === 'present') showPlanUsedUp(t, child.fullName);
    } catch (error) {
      showDestructiveToast(t('instructor.attendance.saveFailed', { name: child.fullName }), errorText(error));
    } finally {
      setPending(({ [child.childId]: _done, ...rest }) => rest);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-60">
          {/* The marks follow a whole date: until one is typed, the day shown stays. */}
          <FormField label={t('instructor.attendance.date')}>
            <DateField
              value={date}
              max={linked && linked > latest ? linked : latest}
              onChange={(value) => {
                if (isCalendarDate(value)) setDate(value);
              }}
              className="h-12"
            />
          </FormField>
        </div>
        {attendance.data ? (
          <p className="text-base font-semibold text-ocean-950" aria-live="polite">
            {attendance.data.classRate === null
              ? t('instructor.attendance.classRateNone')
              : t('instructor.attendance.classRate', { rate: Math.round(attendance.data.classRate) })}
          </p>
        ) : null}
      </div>
      {attendance.isPending ? (
        <LoadingRegion className="flex flex-col gap-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-36 rounded-(--radius-card)" />
          ))}
        </LoadingRegion>
      ) : attendance.isError ? (
        <ErrorState error={attendance.error} onRetry={() => void attendance.refetch()} />
      ) : (
        <>
          <DayNotice status={attendance.data.sessionStatus} />
          {attendance.data.scheduled ? null : (
            <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm text-ink">
              {t('instructor.attendance.notScheduled')}
            </p>
          )}
          <p className="text-sm text-ink-muted">
            {t('instructor.attendance.rateWindow', {
              from: formatDate(attendance.data.rateFrom, language, 'd MMM yyyy'),
              to: formatDate(attendance.data.rateTo, language, 'd MMM yyyy'),
            })}
          </p>
          {attendance.data.children.length === 0 ? (
            <EmptyState icon={UserRoundX} title={t('instructor.roster.empty')} />
          ) : (
            <ul aria-label={t('instructor.tabs.attendance')} className="grid gap-3 lg:grid-cols-2">
              {attendance.data.children.map((child) => (
                <ChildRow
                  key={child.childId}
                  child={child}
                  pending={pending[child.childId] ?? null}
                  onMark={(status) => void markChild(child, status)}
                />
              ))}
            </ul>
          )}
          <MakeupGuests classId={classId} guests={attendance.data.guests} />
          <TrialGuests classId={classId} trials={attendance.data.trials} />
        </>
      )}
    </div>
  );
}
