import { type MediaItem, mediaItemSchema } from '@swim/shared/api/public';
import type { MediaType } from '@swim/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, toQueryString } from '../../../lib/api-client';

const mediaListSchema = z.array(mediaItemSchema);

export function getMedia(type: MediaType | undefined, limit: number, signal?: AbortSignal): Promise<MediaItem[]> {
  return apiGet(`/media${toQueryString({ type, limit })}`, mediaListSchema, signal);
}

/** Photos and videos, newest first; `type` narrows to one kind. */
export function useMedia(type?: MediaType, limit = 60) {
  return useQuery({
    queryKey: ['media', { type: type ?? 'all', limit }],
    queryFn: ({ signal }) => getMedia(type, limit, signal),
  });
}
