// The admin's closures, upcoming (ending today or later) or past.
import { type AdminClosure, closureListSchema } from '@swim/shared/api/closures';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { type ClosureListWhen, closureKeys } from '../../../lib/closure-query-keys';

export async function getAdminClosures(when: ClosureListWhen, signal?: AbortSignal): Promise<AdminClosure[]> {
  const list = await apiGet(`/admin/closures${toQueryString({ when })}`, closureListSchema, signal);
  return list.items;
}

export function useAdminClosures(when: ClosureListWhen) {
  return useQuery({ queryKey: closureKeys.admin(when), queryFn: ({ signal }) => getAdminClosures(when, signal) });
}
