import type { TrialSession } from '@swim/shared/api/trials';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../../components/choice-card';
import { FreePlaces } from '../../../components/free-places';
import { useLanguage } from '../../../hooks/use-language';
import { formatTrialDay, formatTrialTime } from '../lib/format-trial';

/** A session's key as the form keeps it. */
export const sessionValue = (s: Pick<TrialSession, 'date' | 'startTime'>) => `${s.date} ${s.startTime}`;

type TrialSessionPickerProps = {
  sessions: TrialSession[];
  durationMinutes: number;
  /** The chosen session's key (sessionValue), or '' before one is chosen. */
  value: string;
  onChange: (session: TrialSession) => void;
  error?: string;
};

/** The bookable sessions as radio cards: the day, the time, the free places, and a moved session said so. */
export function TrialSessionPicker({ sessions, durationMinutes, value, onChange, error }: TrialSessionPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const legendId = useId();
  const errorId = useId();
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend id={legendId} className="mb-1 flex items-center gap-2 text-lg font-bold text-ocean-950">
        <CalendarClock aria-hidden="true" className="size-5 text-ocean-700" />
        {t('trials.form.session')}
      </legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {sessions.map((session) => {
          const key = sessionValue(session);
          const id = `trial-session-${session.date}-${session.startTime.replace(':', '')}`;
          return (
            <ChoiceCard
              key={key}
              name="trial-session"
              value={key}
              checked={value === key}
              onSelect={() => onChange(session)}
              labelledBy={`${id}-day ${id}-time`}
              density="compact"
            >
              <span id={`${id}-day`} className="font-semibold text-ink">
                {formatTrialDay(session.onDate, language)}
              </span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span id={`${id}-time`} className="text-sm text-ink tabular-nums">
                  {formatTrialTime(session.atTime, durationMinutes)}
                </span>
                <FreePlaces freePlaces={session.freePlaces} />
              </span>
              {session.moved ? (
                <span className="text-xs text-amber-800">
                  {t('trials.form.moved', { day: formatTrialDay(session.date, language) })}
                </span>
              ) : null}
            </ChoiceCard>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
