import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: LucideIcon; title: string; description?: string; action?: ReactNode };

export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-ocean-50 text-ocean-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold text-ink">{title}</p>
      {description ? <p className="max-w-md text-sm text-ink-muted">{description}</p> : null}
      {action}
    </div>
  );
}
