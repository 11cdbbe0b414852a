import type { MediaItem } from '@swim/shared/api/public';
import type { MediaType } from '@swim/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '../../../lib/api-client';
import { mediaKeys } from './query-keys';

// The schema (and zod) load beside the request: the home page's chunks stay free of them.
const loadSchema = () => import('@swim/shared/api/public').then((m) => m.mediaItemSchema.array());

export function getMedia(type: MediaType | undefined, limit: number, signal?: AbortSignal): Promise<MediaItem[]> {
  return apiGet(`/media${toQueryString({ type, limit })}`, loadSchema, signal);
}

/** Photos and videos, newest first; `type` narrows to one kind. */
export function useMedia(type?: MediaType, limit = 60) {
  return useQuery({
    queryKey: mediaKeys.list(type ?? 'all', limit),
    queryFn: ({ signal }) => getMedia(type, limit, signal),
  });
}
