import {
  type AdminNews,
  type AdminNewsList,
  type AdminNewsListQuery,
  type NewsInput,
  adminNewsListSchema,
  adminNewsSchema,
} from '@swim/shared/api/admin-content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '../../../lib/api-client';
import { invalidateNews } from './invalidate-content';
import { contentAdminKeys } from './query-keys';
import { uploadWithProgress } from './upload-with-progress';

const articlePath = (id: string) => `/admin/news/${encodeURIComponent(id)}`;

export function getAdminNews(query: AdminNewsListQuery, signal?: AbortSignal): Promise<AdminNewsList> {
  return apiGet(`/admin/news${toQueryString({ ...query })}`, adminNewsListSchema, signal);
}

/** One page of articles, drafts included; the previous page stays while the next loads. */
export function useAdminNews(query: AdminNewsListQuery) {
  return useQuery({
    queryKey: contentAdminKeys.newsList(query),
    queryFn: ({ signal }) => getAdminNews(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Creates a draft (no id) or replaces an article's texts and date (with its id). */
export function saveNews({ id, input }: { id?: string; input: NewsInput }): Promise<AdminNews> {
  return id
    ? apiRequest('PUT', articlePath(id), { body: input, schema: adminNewsSchema })
    : apiRequest('POST', '/admin/news', { body: input, schema: adminNewsSchema });
}

export function setNewsPublished({ id, published }: { id: string; published: boolean }): Promise<AdminNews> {
  return apiRequest('PATCH', `${articlePath(id)}/published`, { body: { published }, schema: adminNewsSchema });
}

export function deleteNews(id: string): Promise<unknown> {
  return apiRequest('DELETE', articlePath(id));
}

export function uploadNewsImage({
  id,
  file,
  onProgress,
}: {
  id: string;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<AdminNews> {
  return uploadWithProgress({ path: `${articlePath(id)}/image`, file, onProgress }, adminNewsSchema);
}

/** The article writes, each followed by a fresh read of the console's list and the public news. */
export function useNewsMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => invalidateNews(queryClient);
  return {
    save: useMutation({ mutationFn: saveNews, onSettled }),
    setPublished: useMutation({ mutationFn: setNewsPublished, onSettled }),
    remove: useMutation({ mutationFn: deleteNews, onSettled }),
    uploadImage: useMutation({ mutationFn: uploadNewsImage, onSettled }),
  };
}
