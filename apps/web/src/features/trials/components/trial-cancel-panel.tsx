import type { TrialView } from '@swim/shared/api/trials';
import { pickText } from '@swim/shared/localized-text';
import { CalendarX2, CircleCheck, LoaderCircle, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLanguage } from '../../../hooks/use-language';
import { isApiError } from '../../../lib/api-client';
import { showDestructiveToast } from '../../../lib/toast';
import { useCancelTrial } from '../api/cancel-trial';
import { useTrialLink } from '../api/get-trial-link';
import { formatTrialDay, formatTrialTime } from '../lib/format-trial';

const TONES = {
  calm: 'bg-ocean-50 text-ocean-700',
  done: 'bg-lagoon-50 text-lagoon-700',
  danger: 'bg-red-50 text-red-700',
} as const;

type FrameProps = { icon: LucideIcon; tone: keyof typeof TONES; title: string; busy?: boolean; children: ReactNode };

/** The page's card: a sign of the state, the heading that names it, and what can be done. */
function Frame({ icon: Icon, tone, title, busy = false, children }: FrameProps) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-start gap-5 p-6 sm:p-8">
      <span className={`flex size-12 items-center justify-center rounded-full ${TONES[tone]}`}>
        <Icon aria-hidden="true" className={busy ? 'size-6 animate-spin' : 'size-6'} />
      </span>
      <h1 className="text-2xl font-bold text-ocean-950 sm:text-3xl">{title}</h1>
      <div className="flex flex-col gap-5 text-ink-muted">{children}</div>
    </Card>
  );
}

/** 'Ива · Little Dolphins · Monday, 14 December, 17:00–18:00 · Druzhba Pool'. */
function TrialLine({ trial }: { trial: TrialView }) {
  const language = useLanguage();
  const when = `${formatTrialDay(trial.onDate, language)}, ${formatTrialTime(trial.atTime, trial.durationMinutes)}`;
  return (
    <p className="text-lg text-ink">
      {[trial.childFirstName, pickText(trial.classTitle, language), when, pickText(trial.locationName, language)].join(
        ' · ',
      )}
    </p>
  );
}

/**
 * A trial mail's "cancel" link: shows the trial and asks to confirm (opening the link changes nothing); cancelling
 * frees the place for another child. A trial already cancelled, or one whose session has started, says so.
 */
export function TrialCancelPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const link = useTrialLink(token || null);
  const cancel = useCancelTrial();
  const invalid = !token || (link.isError && isApiError(link.error) && link.error.code === 'TRIAL_LINK_INVALID');

  if (invalid) {
    return (
      <Frame icon={TriangleAlert} tone="danger" title={t('trials.cancel.invalidTitle')}>
        <p>{t('errors.trialLinkInvalid')}</p>
      </Frame>
    );
  }
  if (link.isError) {
    return (
      <Frame icon={TriangleAlert} tone="danger" title={t('trials.cancel.title')}>
        <p>{errorText(link.error)}</p>
        <Button variant="outline" onClick={() => link.refetch()}>
          {t('actions.retry')}
        </Button>
      </Frame>
    );
  }
  if (link.isPending) {
    return (
      <Frame icon={LoaderCircle} tone="calm" title={t('trials.cancel.title')} busy>
        <p role="status">{t('states.loading')}</p>
      </Frame>
    );
  }

  const { trial } = link.data;
  if (trial.status === 'cancelled') {
    return (
      <Frame icon={CircleCheck} tone="done" title={t('trials.cancel.doneTitle')}>
        <div role="status" className="flex flex-col gap-2">
          <TrialLine trial={trial} />
          <p>{t('trials.cancel.done')}</p>
        </div>
        <Button asChild variant="outline" className="self-start">
          <Link to={`/trial/${trial.classId}`}>{t('trials.cancel.bookAnother')}</Link>
        </Button>
      </Frame>
    );
  }
  if (!trial.canCancel) {
    return (
      <Frame icon={CalendarX2} tone="calm" title={t('trials.cancel.tooLateTitle')}>
        <TrialLine trial={trial} />
        <p>{t('trials.cancel.tooLate')}</p>
      </Frame>
    );
  }

  async function confirm() {
    try {
      await cancel.mutateAsync({ token });
    } catch (error) {
      const text =
        isApiError(error) && error.code === 'NOTICE_PERIOD_PASSED' ? t('trials.cancel.tooLate') : errorText(error);
      showDestructiveToast(t('trials.cancel.failed'), text);
      void link.refetch();
    }
  }

  return (
    <Frame icon={CalendarX2} tone="calm" title={t('trials.cancel.title')}>
      <TrialLine trial={trial} />
      <p>{t('trials.cancel.question')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('trials.cancel.confirm')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('trials.cancel.keep')}</Link>
        </Button>
      </div>
    </Frame>
  );
}
