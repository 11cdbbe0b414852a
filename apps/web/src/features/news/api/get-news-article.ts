import { type NewsArticle, newsArticleSchema } from '@swim/shared/api/public';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { newsKeys } from './query-keys';

export function getNewsArticle(slug: string, signal?: AbortSignal): Promise<NewsArticle> {
  return apiGet(`/news/${encodeURIComponent(slug)}`, newsArticleSchema, signal);
}

export function useNewsArticle(slug: string) {
  return useQuery({
    queryKey: newsKeys.article(slug),
    queryFn: ({ signal }) => getNewsArticle(slug, signal),
  });
}
