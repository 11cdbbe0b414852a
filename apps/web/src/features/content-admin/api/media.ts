import {
  type AdminMedia,
  type AdminMediaList,
  type AdminMediaListQuery,
  type MediaCaptionInput,
  type MediaMove,
  type MediaUploadMetaInput,
  adminMediaListSchema,
  adminMediaSchema,
} from '@swim/shared/api/admin-content';
import { childListSchema } from '@swim/shared/api/admin-people';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '../../../lib/api-client';
import { invalidateMedia } from './invalidate-content';
import { contentAdminKeys } from './query-keys';
import { uploadWithProgress } from './upload-with-progress';

const itemPath = (id: string) => `/admin/media/${encodeURIComponent(id)}`;

export function getAdminMedia(query: AdminMediaListQuery, signal?: AbortSignal): Promise<AdminMediaList> {
  return apiGet(`/admin/media${toQueryString({ ...query })}`, adminMediaListSchema, signal);
}

/** One page of the gallery in its order, hidden items included. */
export function useAdminMedia(query: AdminMediaListQuery) {
  return useQuery({
    queryKey: contentAdminKeys.mediaList(query),
    queryFn: ({ signal }) => getAdminMedia(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Uploads a photo or video with its captions, reporting progress. */
export function uploadMedia({
  file,
  caption,
  onProgress,
}: {
  file: File;
  caption: MediaUploadMetaInput;
  onProgress: (fraction: number) => void;
}): Promise<AdminMedia> {
  return uploadWithProgress(
    { path: '/admin/media', file, fields: { meta: JSON.stringify(caption) }, onProgress },
    adminMediaSchema,
  );
}

export function saveMediaCaption({ id, input }: { id: string; input: MediaCaptionInput }): Promise<AdminMedia> {
  return apiRequest('PUT', itemPath(id), { body: input, schema: adminMediaSchema });
}

export function setMediaHidden({ id, hidden }: { id: string; hidden: boolean }): Promise<AdminMedia> {
  return apiRequest('PATCH', `${itemPath(id)}/hidden`, { body: { hidden }, schema: adminMediaSchema });
}

export function moveMedia({ id, direction }: { id: string } & MediaMove): Promise<AdminMedia> {
  return apiRequest('POST', `${itemPath(id)}/move`, { body: { direction }, schema: adminMediaSchema });
}

export function setMediaChildren({ id, childIds }: { id: string; childIds: string[] }): Promise<AdminMedia> {
  return apiRequest('PUT', `${itemPath(id)}/children`, { body: { childIds }, schema: adminMediaSchema });
}

/** Children by name (or their parent's), for tagging who appears in an item. */
export function useChildSearch(search: string) {
  return useQuery({
    queryKey: ['admin', 'children', 'tag-search', search] as const,
    queryFn: ({ signal }) =>
      apiGet(`/admin/children${toQueryString({ search, pageSize: 8 })}`, childListSchema, signal),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function deleteMedia(id: string): Promise<unknown> {
  return apiRequest('DELETE', itemPath(id));
}

/** The gallery writes, each followed by a fresh read of the console's list and the public gallery. */
export function useMediaMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => invalidateMedia(queryClient);
  return {
    upload: useMutation({ mutationFn: uploadMedia, onSettled }),
    saveCaption: useMutation({ mutationFn: saveMediaCaption, onSettled }),
    setHidden: useMutation({ mutationFn: setMediaHidden, onSettled }),
    move: useMutation({ mutationFn: moveMedia, onSettled }),
    tag: useMutation({ mutationFn: setMediaChildren, onSettled }),
    remove: useMutation({ mutationFn: deleteMedia, onSettled }),
  };
}
