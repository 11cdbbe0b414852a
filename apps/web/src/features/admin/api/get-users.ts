import { type UserList, type UserListQuery, userListSchema } from '@swim/shared/api/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserList> {
  const params = toQueryString({ search: query.search, role: query.role, page: query.page, pageSize: query.pageSize });
  return apiGet(`/admin/users${params}`, userListSchema, signal);
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
