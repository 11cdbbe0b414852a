import type { QueryClient } from '@tanstack/react-query';

/** After a change to a child: its profile, the children list, the dashboard and free places are out of date. */
export function invalidateChildQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['children'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['class-options'] }),
  ]);
}
