import type { NewsList } from '@swim/shared/api/public';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { newsKeys } from './query-keys';

export const NEWS_PAGE_SIZE = 9;

// The schema (and zod) load beside the request: the home page's chunks stay free of them.
const loadSchema = () => import('@swim/shared/api/public').then((m) => m.newsListSchema);

export function getNews(page: number, pageSize: number, signal?: AbortSignal): Promise<NewsList> {
  return apiGet(`/news${toQueryString({ page, pageSize })}`, loadSchema, signal);
}

/** One page of published news, newest first; keeps the previous page on screen while the next loads. */
export function useNews(page: number, pageSize = NEWS_PAGE_SIZE) {
  return useQuery({
    queryKey: newsKeys.list(page, pageSize),
    queryFn: ({ signal }) => getNews(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
