import type { MediaType } from '@swim/shared/enums';
import { contentPublicKeys } from '../../../lib/content-query-keys';

/** Cache keys of the public gallery; all sit below the root the admin console invalidates. */
export const mediaKeys = {
  all: contentPublicKeys.media,
  list: (type: MediaType | 'all', limit: number) => [...contentPublicKeys.media, { type, limit }] as const,
};
