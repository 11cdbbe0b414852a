import { isApiError } from '../../../lib/api-client';
import type { TrialView } from '@swim/shared/api/trials';
import { pickText } from '@swim/shared/localized-text';
import { ArrowRight, Clock, LoaderCircle, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageSection } from '../../../components/page-section';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useCancelTrial } from '../api/cancel-trial';
import { useMyTrials } from '../api/get-my-trials';
import { formatTrialTime } from '../lib/format-trial';
import { ClaimTrialFromLink } from './claim-trial-from-link';

/** The registration wizard filled in with the trial's class and child (the wizard asks the rest). */
export const enrollPath = (trial: TrialView) =>
  `/register-child?${new URLSearchParams({
    location: trial.locationId,
    class: trial.classId,
    child: trial.childFirstName,
  }).toString()}`;

type TrialState = 'booked' | 'held' | 'attended' | 'absent' | 'cancelled' | 'calledOff' | 'converted';

const STATE_TONES: Record<TrialState, BadgeTone> = {
  booked: 'lagoon',
  held: 'ocean',
  attended: 'success',
  absent: 'sand',
  cancelled: 'neutral',
  calledOff: 'danger',
  converted: 'success',
};

/** Where the trial stands for the family: enrolled since, cancelled, called off by the club, the coach's mark. */
function stateOf(trial: TrialView): TrialState {
  if (trial.converted) return 'converted';
  if (trial.status === 'cancelled') return 'cancelled';
  if (trial.sessionStatus === 'cancelled' || trial.sessionStatus === 'closed') return 'calledOff';
  if (trial.status === 'attended' || trial.status === 'absent') return trial.status;
  return trial.past ? 'held' : 'booked';
}

function StatusBadge({ trial }: { trial: TrialView }) {
  const { t } = useTranslation();
  const state = stateOf(trial);
  return <Badge tone={STATE_TONES[state]}>{t(`trials.card.status.${state}`)}</Badge>;
}

/** "Cancel" with a second tap to confirm (it frees the place at once for another child). */
function CancelButton({ trial }: { trial: TrialView }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const cancel = useCancelTrial();
  const [asking, setAsking] = useState(false);
  const child = trial.childFirstName;
  if (!asking) {
    return (
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        {t('trials.card.cancel')}
      </Button>
    );
  }
  async function confirm() {
    try {
      await cancel.mutateAsync({ trialId: trial.id });
      showSuccessToast(t('trials.card.cancelledTitle'), t('trials.card.cancelled', { child }));
    } catch (error) {
      // A trial has no notice period: too late means the session has started.
      const text =
        isApiError(error) && error.code === 'NOTICE_PERIOD_PASSED' ? t('trials.cancel.tooLate') : errorText(error);
      showDestructiveToast(t('trials.card.cancelFailed'), text);
    } finally {
      setAsking(false);
    }
  }
  return (
    <fieldset
      aria-label={t('trials.card.confirmLabel', { child })}
      className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0"
    >
      <span className="text-sm font-medium text-ink">{t('trials.card.confirmQuestion')}</span>
      <Button variant="danger" size="sm" onClick={confirm} disabled={cancel.isPending}>
        {cancel.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {t('trials.card.confirm')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)} disabled={cancel.isPending}>
        {t('trials.card.keep')}
      </Button>
    </fieldset>
  );
}

function TrialItem({ trial }: { trial: TrialView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = pickText(trial.classTitle, language);
  const offerEnroll = trial.past && !trial.converted && trial.status !== 'cancelled';
  return (
    <Card className="flex h-full">
      <div className="flex w-20 shrink-0 flex-col items-center justify-center bg-ocean-900 px-2 py-4 text-center text-white">
        <span className="text-xs font-semibold tracking-wide text-lagoon-300 uppercase">
          {formatDate(trial.onDate, language, 'EEE')}
        </span>
        <span className="text-3xl leading-none font-bold">{formatDate(trial.onDate, language, 'd')}</span>
        <span className="text-xs text-ocean-100">{formatDate(trial.onDate, language, 'MMM')}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge trial={trial} />
        </div>
        <h3 className="font-bold break-words text-ocean-950">
          {t('trials.card.itemTitle', { child: trial.childFirstName, title })}
        </h3>
        <ul className="flex flex-col gap-1 text-sm text-ink-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-ocean-600">
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" />
            <time dateTime={trial.startsAt} className="tabular-nums">
              {formatTrialTime(trial.atTime, trial.durationMinutes)}
            </time>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5" />
            <span className="break-words">{pickText(trial.locationName, language)}</span>
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {trial.canCancel ? <CancelButton trial={trial} /> : null}
          {offerEnroll ? (
            <Button asChild size="sm">
              <Link
                to={enrollPath(trial)}
                aria-label={t('trials.card.enrollLabel', { child: trial.childFirstName, title })}
              >
                {t('trials.card.enroll')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/**
 * The family's trial lessons on their dashboard (nothing at all when they have none). Opened from a trial mail's link
 * (?trial=…), it first links that trial to the account.
 */
export function TrialsCard() {
  return (
    <>
      <ClaimTrialFromLink />
      <TrialsList />
    </>
  );
}

function TrialsList() {
  const { t } = useTranslation();
  const trials = useMyTrials();
  if (trials.isPending) return null;
  if (trials.isError) {
    return (
      <PageSection id="dashboard-trials" title={t('trials.card.title')}>
        <ErrorState error={trials.error} onRetry={() => trials.refetch()} />
      </PageSection>
    );
  }
  if (trials.data.items.length === 0) return null;
  return (
    <PageSection id="dashboard-trials" title={t('trials.card.title')} lead={t('trials.card.lead')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {trials.data.items.map((trial) => (
          <li key={trial.id}>
            <TrialItem trial={trial} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
