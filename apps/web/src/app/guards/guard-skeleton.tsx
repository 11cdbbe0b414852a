import { LoadingRegion } from '../../components/loading-region';
import { Container } from '../../components/ui/container';
import { Skeleton } from '../../components/ui/skeleton';

/** What a page shows while the session is still being looked up; as tall as the screen, like PageLoading. */
export function GuardSkeleton() {
  return (
    <LoadingRegion className="min-h-dvh">
      <div className="bg-ocean-900/90">
        <Container className="flex flex-col gap-4 pt-10 pb-16 sm:pt-14 sm:pb-20">
          <Skeleton className="h-10 w-2/3 max-w-md bg-white/15" />
          <Skeleton className="h-5 w-full max-w-xl bg-white/10" />
        </Container>
      </div>
      <Container className="grid gap-6 py-10 md:grid-cols-3">
        <Skeleton className="h-40 rounded-(--radius-card)" />
        <Skeleton className="h-40 rounded-(--radius-card)" />
        <Skeleton className="h-40 rounded-(--radius-card)" />
        <Skeleton className="h-64 rounded-(--radius-card) md:col-span-3" />
      </Container>
    </LoadingRegion>
  );
}
