import type { Goal } from '@swim/shared/api/athletes';
import { CalendarClock, Check, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../hooks/use-language';
import { getErrorMessageKey } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { showDestructiveToast, showSuccessToast } from '../../../lib/toast';
import { useUpdateGoal } from '../api/update-goal';
import { GoalProgress } from './goal-progress';

const STATUS_TONES: Record<Goal['status'], BadgeTone> = { active: 'ocean', completed: 'success', abandoned: 'neutral' };

const isOverdue = (goal: Goal) =>
  goal.status === 'active' && goal.dueDate !== null && goal.dueDate < new Date().toISOString().slice(0, 10);

type GoalCardProps = { goal: Goal; onEdit: (goal: Goal) => void; onDelete: (goal: Goal) => void };

export function GoalCard({ goal, onEdit, onDelete }: GoalCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useUpdateGoal();
  const active = goal.status === 'active';

  async function setStatus(status: 'active' | 'completed') {
    try {
      await update.mutateAsync({ id: goal.id, changes: { status } });
      showSuccessToast(status === 'completed' ? t('athlete.goals.completedToast') : t('athlete.goals.reopenedToast'));
    } catch (error) {
      showDestructiveToast(t('athlete.goals.saveFailed'), t(getErrorMessageKey(error)));
    }
  }

  return (
    <li className="flex flex-col gap-4 rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-bold break-words text-ocean-950">{goal.title}</h3>
        <div className="flex flex-wrap gap-1.5">
          {isOverdue(goal) ? <Badge tone="danger">{t('athlete.goals.overdue')}</Badge> : null}
          <Badge tone={STATUS_TONES[goal.status]}>{t(`athlete.goals.status.${goal.status}`)}</Badge>
        </div>
      </div>
      {goal.target ? <p className="text-ink">{goal.target}</p> : null}
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <CalendarClock aria-hidden="true" className="size-4" />
        {goal.status === 'completed' && goal.completedAt
          ? t('athlete.goals.completedOn', { date: formatDate(goal.completedAt, language) })
          : goal.dueDate
            ? t('athlete.goals.dueOn', { date: formatDate(goal.dueDate, language) })
            : t('athlete.goals.noDueDate')}
      </p>
      {active ? (
        <GoalProgress goal={goal} />
      ) : (
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand-200">
            <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${goal.progress}%` }} />
          </span>
          <span className="text-sm font-bold text-ocean-900 tabular-nums">
            <span className="sr-only">{t('athlete.goals.progress')}: </span>
            {goal.progress}%
          </span>
        </div>
      )}
      <div className="flex flex-wrap gap-2 border-t border-sand-200 pt-4">
        {active ? (
          <Button size="sm" variant="accent" onClick={() => void setStatus('completed')} disabled={update.isPending}>
            <Check aria-hidden="true" />
            {t('athlete.goals.complete')}
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => void setStatus('active')} disabled={update.isPending}>
            <RotateCcw aria-hidden="true" />
            {t('athlete.goals.reopen')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onEdit(goal)}
          aria-label={t('athlete.goals.editNamed', { title: goal.title })}
        >
          <Pencil aria-hidden="true" />
          {t('athlete.goals.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => onDelete(goal)}
          aria-label={t('athlete.goals.deleteNamed', { title: goal.title })}
        >
          <Trash2 aria-hidden="true" />
          {t('athlete.goals.delete')}
        </Button>
      </div>
    </li>
  );
}
