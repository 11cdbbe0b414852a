import type { ChildActivity } from '@swim/shared/api/children';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingRegion } from '../../../components/loading-region';
import { Skeleton } from '../../../components/ui/skeleton';

type ActivityGateProps = {
  activity: UseQueryResult<ChildActivity>;
  children: (data: ChildActivity) => ReactNode;
};

/** Placeholders while the child's activity loads, a retry when it fails, the tab once it is here. */
export function ActivityGate({ activity, children }: ActivityGateProps) {
  if (activity.isPending) {
    return (
      <LoadingRegion className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
        <Skeleton className="h-64 rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (activity.isError) return <ErrorState error={activity.error} onRetry={() => activity.refetch()} />;
  return <>{children(activity.data)}</>;
}
