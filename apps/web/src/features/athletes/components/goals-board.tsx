import type { Goal } from '@swim/shared/api/athletes';
import { Plus, Target } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGoals } from '../api/get-goals';
import { DeleteGoalDialog } from './delete-goal-dialog';
import { GoalCard } from './goal-card';
import { GoalFormDialog } from './goal-form-dialog';

type Editing = { goal?: Goal } | null;

function GoalList({
  id,
  title,
  goals,
  onEdit,
  onDelete,
}: {
  id: string;
  title: string;
  goals: Goal[];
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}) {
  if (goals.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-bold text-ocean-950">
        {title} <span className="text-ink-muted">({goals.length})</span>
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {goals.map((goal) => (
          <GoalCard key={goal.id} goal={goal} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
    </section>
  );
}

/** The athlete's goals: create, edit, track progress, complete, reopen and delete. */
export function GoalsBoard() {
  const { t } = useTranslation();
  const goals = useGoals();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);

  const newGoal = (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden="true" />
      {t('athlete.goals.new')}
    </Button>
  );

  let content: ReactNode;
  if (goals.isPending) {
    content = (
      <LoadingRegion className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-64 rounded-(--radius-card)" />
        <Skeleton className="h-64 rounded-(--radius-card)" />
      </LoadingRegion>
    );
  } else if (goals.isError) {
    content = <ErrorState error={goals.error} onRetry={() => void goals.refetch()} />;
  } else if (goals.data.length === 0) {
    content = (
      <EmptyState
        icon={Target}
        title={t('athlete.goals.emptyTitle')}
        description={t('athlete.goals.emptyText')}
        action={newGoal}
      />
    );
  } else {
    const active = goals.data.filter((goal) => goal.status === 'active');
    const closed = goals.data.filter((goal) => goal.status !== 'active');
    content = (
      <div className="flex flex-col gap-10">
        <GoalList
          id="goals-active"
          title={t('athlete.goals.activeTitle')}
          goals={active}
          onEdit={(goal) => setEditing({ goal })}
          onDelete={setDeleting}
        />
        <GoalList
          id="goals-closed"
          title={t('athlete.goals.closedTitle')}
          goals={closed}
          onEdit={(goal) => setEditing({ goal })}
          onDelete={setDeleting}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-2xl text-ink-muted">{t('athlete.goals.lead')}</p>
        {goals.data && goals.data.length > 0 ? newGoal : null}
      </div>
      {content}
      <GoalFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        goal={editing?.goal}
      />
      <DeleteGoalDialog goal={deleting} onOpenChange={(open) => (open ? undefined : setDeleting(null))} />
    </div>
  );
}
