import type { Goal } from '@swim/shared/api/athletes';
import { LoaderCircle, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { getErrorMessageKey } from '../../../lib/error-message';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useUpdateGoal } from '../api/update-goal';

/** A 0-100 % slider for an active goal; the new value is saved on request (100 % completes the goal). */
export function GoalProgress({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateGoal();
  const [value, setValue] = useState(goal.progress);
  useEffect(() => setValue(goal.progress), [goal.progress]);
  const changed = value !== goal.progress;

  async function save() {
    try {
      const saved = await update.mutateAsync({ id: goal.id, changes: { progress: value } });
      showSuccessToast(
        saved.status === 'completed' ? t('athlete.goals.completedToast') : t('athlete.goals.progressSaved'),
      );
    } catch (error) {
      showDestructiveToast(t('athlete.goals.saveFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t('athlete.goals.progress')}
        </label>
        <output htmlFor={id} className="text-sm font-bold text-ocean-900 tabular-nums">
          {value}%
        </output>
      </div>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={5}
          value={value}
          aria-valuetext={`${value}%`}
          onChange={(event) => setValue(Number(event.target.value))}
          className="h-2 flex-1 cursor-pointer accent-ocean-700"
        />
        <Button
          size="sm"
          variant={changed ? 'primary' : 'outline'}
          onClick={() => void save()}
          disabled={!changed || update.isPending}
        >
          {update.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {t('athlete.goals.saveProgress')}
        </Button>
      </div>
    </div>
  );
}
