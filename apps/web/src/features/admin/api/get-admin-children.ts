import { type ChildList, type ChildListQuery, childListSchema } from '@swim/shared/api/admin-people';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export function getAdminChildren(query: ChildListQuery, signal?: AbortSignal): Promise<ChildList> {
  return apiGet(`/admin/children${toQueryString({ ...query })}`, childListSchema, signal);
}

/** One page of children, searched and filtered on the server. */
export function useAdminChildren(query: ChildListQuery) {
  return useQuery({
    queryKey: peopleKeys.childList(query),
    queryFn: ({ signal }) => getAdminChildren(query, signal),
    placeholderData: keepPreviousData,
  });
}
