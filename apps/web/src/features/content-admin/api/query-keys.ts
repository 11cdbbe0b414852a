import type { AdminMediaListQuery, AdminNewsListQuery } from '@swim/shared/api/admin-content';

/** Cache keys of the console's content; invalidation goes through these. */
export const contentAdminKeys = {
  news: ['admin', 'news'] as const,
  newsList: (query: AdminNewsListQuery) => ['admin', 'news', query] as const,
  media: ['admin', 'media'] as const,
  mediaList: (query: AdminMediaListQuery) => ['admin', 'media', query] as const,
};
