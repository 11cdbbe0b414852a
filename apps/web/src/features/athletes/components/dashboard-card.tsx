import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

type DashboardCardProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled section of the athlete dashboard. */
export function DashboardCard({ id, icon: Icon, title, action, className, children }: DashboardCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-(--radius-card) border border-sand-200 bg-white p-5 shadow-card sm:p-6', className)}
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2.5 text-xl font-bold text-ocean-950">
          <span className="grid size-9 place-items-center rounded-full bg-ocean-50 text-ocean-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A quiet line for a section with nothing to show yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-sand-100 px-4 py-5 text-center text-ink-muted">{children}</p>;
}
