import type { TrialClass } from '@swim/shared/api/trials';
import { pickText } from '@swim/shared/localized-text';
import { CalendarX2, CircleCheck, Clock, MapPin, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LevelBadge } from '../../../components/level-badge';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { useTrialClass } from '../api/get-trial-class';
import { formatTrialDay, formatTrialTime } from '../lib/format-trial';
import { type BookedTrial, TrialForm } from './trial-form';

const PANEL = 'rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card sm:p-8';

/** The class the trial is for: its title and level, where, with whom and for how long. */
function ClassSummary({ trialClass }: { trialClass: TrialClass }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-3 border-b border-sand-200 pb-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-2xl font-bold break-words text-ocean-950">{pickText(trialClass.title, language)}</h2>
        <LevelBadge level={trialClass.level} />
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-ink-muted [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ocean-600">
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" />
          <span>
            {pickText(trialClass.locationName, language)}, {pickText(trialClass.locationAddress, language)}
          </span>
        </li>
        {trialClass.coachName ? (
          <li className="flex items-start gap-2">
            <UserRound aria-hidden="true" />
            <span>{t('trials.page.coach', { name: pickText(trialClass.coachName, language) })}</span>
          </li>
        ) : null}
        <li className="flex items-start gap-2">
          <Clock aria-hidden="true" />
          <span>{t('trials.page.duration', { count: trialClass.durationMinutes })}</span>
        </li>
      </ul>
    </div>
  );
}

/** What the visitor sees once booked: the trial, where the mail went, and the way on. */
function BookedPanel({ trialClass, booked }: { trialClass: TrialClass; booked: BookedTrial }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = `${formatTrialDay(booked.session.onDate, language)}, ${formatTrialTime(booked.session.atTime, trialClass.durationMinutes)}`;
  return (
    <section aria-labelledby="trial-booked-title" role="status" className="flex flex-col gap-4">
      <h2 id="trial-booked-title" className="flex items-center gap-3 text-2xl font-bold text-ocean-950">
        <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-emerald-600" />
        {t('trials.booked.title')}
      </h2>
      <p className="text-ink">
        {t('trials.booked.summary', {
          child: booked.childFirstName,
          title: pickText(trialClass.title, language),
          when,
        })}
      </p>
      <p className="text-ink-muted">{t('trials.booked.mail', { email: booked.email })}</p>
      <div>
        <Button asChild variant="outline">
          <Link to="/#schedule">{t('trials.booked.back')}</Link>
        </Button>
      </div>
    </section>
  );
}

type TrialBookingProps = {
  classId: string;
  /** The session the visitor chose on the schedule, to start with. */
  initialSession?: { date: string; startTime: string } | null;
};

/** Booking a trial in a class: its summary, its bookable sessions and the form; then the confirmation. */
export function TrialBooking({ classId, initialSession }: TrialBookingProps) {
  const { t } = useTranslation();
  const trialClass = useTrialClass(classId);
  const [booked, setBooked] = useState<BookedTrial | null>(null);
  if (trialClass.isPending) {
    return (
      <LoadingRegion className={`${PANEL} flex flex-col gap-5`}>
        <Skeleton className="h-9 w-2/3 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </LoadingRegion>
    );
  }
  if (trialClass.isError) {
    if (isApiError(trialClass.error) && trialClass.error.code === 'NOT_FOUND') {
      return (
        <EmptyState
          icon={CalendarX2}
          title={t('trials.page.classNotFound')}
          action={
            <Button asChild variant="outline">
              <Link to="/#schedule">{t('trials.booked.back')}</Link>
            </Button>
          }
        />
      );
    }
    return <ErrorState error={trialClass.error} onRetry={() => trialClass.refetch()} />;
  }
  const data = trialClass.data;
  return (
    <div className={`${PANEL} flex flex-col gap-6`}>
      <ClassSummary trialClass={data} />
      {booked ? (
        <BookedPanel trialClass={data} booked={booked} />
      ) : data.sessions.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title={t(data.offered ? 'trials.page.noSessions' : 'trials.page.notOffered')}
          description={t('trials.page.noSessionsHint')}
          action={
            <Button asChild variant="outline">
              <Link to="/contact">{t('trials.page.contact')}</Link>
            </Button>
          }
        />
      ) : (
        <TrialForm trialClass={data} initialSession={initialSession} onBooked={setBooked} />
      )}
    </div>
  );
}
