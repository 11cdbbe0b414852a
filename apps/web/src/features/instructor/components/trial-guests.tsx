// The trial children of a date on the attendance tab (issue 28): visitors' children booked for a trial lesson, apart
// from the regulars and the make-up guests, with the parent to call and a present/absent mark.
import type { RosterTrial } from '@swim/shared/api/trials';
import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../hooks/use-error-text';
import { showDestructiveToast } from '../../../lib/toast';
import { useMarkTrial } from '../api/mark-trial';
import { MarkButtons } from './mark-buttons';

type TrialStatus = 'present' | 'absent';
const TRIAL_STATUSES: readonly TrialStatus[] = ['present', 'absent'];

/** 'tel:' wants the digits and a leading plus only. */
const toTelHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

type TrialCardProps = { trial: RosterTrial; pending: TrialStatus | null; onMark: (status: TrialStatus) => void };

function TrialCard({ trial, pending, onMark }: TrialCardProps) {
  const { t } = useTranslation();
  const facts = [
    t('instructorTrials.born', { year: trial.childBirthYear }),
    t('instructorSessions.guests.at', { time: trial.startTime }),
  ];
  return (
    <li className="flex flex-col gap-3 rounded-(--radius-card) border border-amber-200 bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold break-words text-ink">{trial.childFirstName}</p>
        <Badge tone="sand">{t('instructorTrials.label')}</Badge>
      </div>
      <p className="text-sm text-ink-muted">{facts.join(' · ')}</p>
      <div className="flex flex-col gap-1 text-sm">
        <span className="text-ink-muted">{t('instructorTrials.parent')}</span>
        <span className="font-medium break-words text-ink">{trial.parentName}</span>
      </div>
      <Button asChild variant="outline" size="lg" className="w-full sm:w-auto sm:self-start">
        <a
          href={toTelHref(trial.phone)}
          aria-label={t('instructorTrials.call', { name: trial.parentName, phone: trial.phone })}
        >
          <Phone aria-hidden="true" />
          {trial.phone}
        </a>
      </Button>
      <MarkButtons
        label={t('instructorTrials.markFor', { name: trial.childFirstName })}
        statuses={TRIAL_STATUSES}
        current={pending ?? trial.attendance}
        saving={pending !== null}
        onMark={onMark}
      />
    </li>
  );
}

/** The trial children of the date with their marks; nothing at all when no trial is booked into it. */
export function TrialGuests({ classId, trials }: { classId: string; trials: RosterTrial[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mark = useMarkTrial();
  const [pending, setPending] = useState<Record<string, TrialStatus>>({});
  const titleId = useId();
  if (trials.length === 0) return null;

  async function markTrial(trial: RosterTrial, status: TrialStatus) {
    setPending((current) => ({ ...current, [trial.trialId]: status }));
    try {
      await mark.mutateAsync({ classId, trialId: trial.trialId, status });
    } catch (error) {
      showDestructiveToast(t('instructorTrials.saveFailed', { name: trial.childFirstName }), errorText(error));
    } finally {
      setPending(({ [trial.trialId]: _done, ...rest }) => rest);
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-lg font-semibold text-ocean-950">
          {t('instructorTrials.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('instructorTrials.intro')}</p>
      </div>
      <ul aria-labelledby={titleId} className="grid gap-3 lg:grid-cols-2">
        {trials.map((trial) => (
          <TrialCard
            key={trial.trialId}
            trial={trial}
            pending={pending[trial.trialId] ?? null}
            onMark={(status) => void markTrial(trial, status)}
          />
        ))}
      </ul>
    </section>
  );
}
