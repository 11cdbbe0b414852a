import type { QueryClient } from '@tanstack/react-query';
import { contentPublicKeys } from '../../../lib/content-query-keys';
import { contentAdminKeys } from './query-keys';

/** After an article changes: the console's list and the public news (list, articles, home page) read it again. */
export function invalidateNews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentAdminKeys.news }),
    queryClient.invalidateQueries({ queryKey: contentPublicKeys.news }),
  ]).then(() => undefined);
}

/** After a gallery item changes: the console's list and the public gallery read it again. */
export function invalidateMedia(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentAdminKeys.media }),
    queryClient.invalidateQueries({ queryKey: contentPublicKeys.media }),
  ]).then(() => undefined);
}
