import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingRegion } from './loading-region';
import { Pagination } from './pagination';
import { Skeleton } from './ui/skeleton';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

type ListFrameProps<T> = {
  query: UseQueryResult<Page<T>>;
  label: string;
  /** "12 classes" and the like, announced when the list changes. */
  totalText: (total: number) => string;
  empty: { icon: LucideIcon; title: string; hint: string };
  hrefFor: (page: number) => string;
  renderItem: (item: T) => ReactNode;
};

/** A console list: skeletons while loading, the error with a retry, the empty state, or the rows and pages. */
export function ListFrame<T>({ query, label, totalText, empty, hrefFor, renderItem }: ListFrameProps<T>) {
  if (query.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-3">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-24 rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total, page, pageSize } = query.data;
  if (items.length === 0) return <EmptyState icon={empty.icon} title={empty.title} description={empty.hint} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {totalText(total)}
      </p>
      <ul
        aria-label={label}
        aria-busy={query.isPlaceholderData}
        className="divide-y divide-sand-200 overflow-hidden rounded-(--radius-card) border border-sand-200 bg-white shadow-card"
      >
        {items.map(renderItem)}
      </ul>
      <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / pageSize))} hrefFor={hrefFor} />
    </div>
  );
}
