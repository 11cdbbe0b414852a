import { contentPublicKeys } from '../../../lib/content-query-keys';

/** Cache keys of the public news; all sit below the root the admin console invalidates. */
export const newsKeys = {
  all: contentPublicKeys.news,
  list: (page: number, pageSize: number) => [...contentPublicKeys.news, 'list', { page, pageSize }] as const,
  article: (slug: string) => [...contentPublicKeys.news, 'article', slug] as const,
};
